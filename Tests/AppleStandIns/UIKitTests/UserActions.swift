// What a person does to a control, in UIKit's terms: the control takes the new value, then
// sends the control event a touch or an edit sends (UIControl.sendActions(for:)).
import UIKit

extension UITextField {
  /// The user types until the field shows `text`.
  func userTypes(_ text: String) {
    self.text = text
    sendActions(for: .editingChanged)
  }
}

extension UISwitch {
  /// The user flips the switch.
  func userFlips() {
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}

extension UIButton {
  /// The user taps the button; a disabled button does nothing, as in UIKit.
  func userTaps() {
    guard isEnabled else { return }
    sendActions(for: .touchUpInside)
  }
}
