// expect: main actor-isolated property 'text' can not be referenced from a nonisolated context
import Kizuna
import KizunaUIKit
import UIKit

nonisolated func edits(_ field: UITextField) -> ControlProperty<String?> { field.reactive.text }
