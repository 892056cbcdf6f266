// expect: requires the types 'Observable<Int>.Element' (aka 'Int') and 'ControlProperty<String>.Element' (aka 'String') be equivalent
import AppKit
import Kizuna
import KizunaAppKit

// A number into a text field's two-way text: AppKit's `stringValue` is a String.
@MainActor func bind(_ count: Observable<Int>, to field: NSTextField, in bag: DisposeBag) {
  count.bidirectionalBind(to: field.reactive.stringValue).dispose(in: bag)
}
