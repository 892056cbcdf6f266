// expect: value of type 'UITextField' has no member 'bnd_text'
import Kizuna
import KizunaUIKit
import UIKit

// Bond's loose members are gone: everything hangs off `reactive`.
@MainActor func edits(_ field: UITextField) { _ = field.bnd_text }
