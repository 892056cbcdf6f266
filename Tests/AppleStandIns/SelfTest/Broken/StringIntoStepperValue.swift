// expect: no exact matches in call to instance method 'bidirectionalBind'
import Kizuna
import KizunaUIKit
import UIKit

// A stepper's value is a Double: a text cannot be bound to it two-way.
@MainActor func bindCount(_ text: Observable<String>, _ stepper: UIStepper) -> any Disposable {
  text.bidirectionalBind(to: stepper.reactive.value)
}
