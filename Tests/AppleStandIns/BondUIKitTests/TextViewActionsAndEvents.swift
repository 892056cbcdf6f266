// What a person does, beside UIKitTests/UserActions.swift (compiled into these tests too: typing
// into a field, flipping a switch, tapping a button): typing into a text view, and waiting for
// a Bond event.
import Foundation
import KizunaBond
import UIKit

extension UITextView {
  /// The user types until the view shows `text`: UIKit posts `textDidChangeNotification`.
  func userTypes(_ text: String) {
    self.text = text
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
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
