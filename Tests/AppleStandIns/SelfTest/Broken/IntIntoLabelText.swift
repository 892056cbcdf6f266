// expect: cannot assign value of type 'Int' to type 'String'
import UIKit

@MainActor func show(_ label: UILabel) { label.text = 42 }
