// expect: main actor-isolated property 'text' can not be mutated from a nonisolated context
import UIKit

nonisolated func show(_ label: UILabel) { label.text = "from anywhere" }
