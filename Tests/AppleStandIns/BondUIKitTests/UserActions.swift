// What a person does to a control, in UIKit's terms (as UIKitTests/UserActions.swift): the
// control takes the new value, then sends what a touch or an edit sends.
import Foundation
import KizunaBond
import UIKit

extension UITextField {
  /// The user types until the field shows `text`.
  func userTypes(_ text: String) {
    self.text = text
    sendActions(for: .editingChanged)
  }
}

extension UITextView {
  /// The user types until the view shows `text`: UIKit posts `textDidChangeNotification`.
  func userTypes(_ text: String) {
    self.text = text
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
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

/// Waits, without a timer, for the first event of `producer` that `isWanted` accepts (a
/// replayed one included): the continuation resumes from the observer, on the main actor,
/// where the seeds' code sends its events (its simulated requests finish on the main queue).
@MainActor
func firstEvent<Event>(
  of producer: EventProducer<Event>, where isWanted: @escaping (Event) -> Bool = { _ in true }
) async -> Event {
  var observation: (any DisposableType)?
  let event = await withCheckedContinuation {
    (continuation: CheckedContinuation<UncheckedEvent<Event>, Never>) in
    var resumed = false
    observation = producer.observe { event in
      guard !resumed, isWanted(event) else { return }
      resumed = true
      continuation.resume(returning: UncheckedEvent(event))
    }
  }
  observation?.dispose()
  return event.value
}

/// Carries a non-`Sendable` event out of the continuation (it stays on the main actor).
struct UncheckedEvent<Event>: @unchecked Sendable {
  // Safety: created and read on the main actor only.
  let value: Event
  init(_ value: Event) { self.value = value }
}
