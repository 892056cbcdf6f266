// expect: no exact matches in call to instance method 'bind'
import Kizuna
import KizunaUIKit
import UIKit

@MainActor func show(_ count: Observable<Int>, _ label: UILabel) {
  count.bind(to: label.reactive.text)
}
