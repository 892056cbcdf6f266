// expect: main actor-isolated property 'bnd_text' can not be referenced from a nonisolated context
// Bond v4 code compiles in Swift 5 mode (UIKit and KizunaBondUIKit are @preconcurrency); in
// Swift 6 mode, which the self-test uses, the same code gets Swift 6's checks.
import KizunaBond
import KizunaBondUIKit
import UIKit

nonisolated func bind(_ name: Observable<String?>, to label: UILabel) {
  name.bindTo(label.bnd_text)
}
