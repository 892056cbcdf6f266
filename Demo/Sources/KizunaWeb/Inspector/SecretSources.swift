import Kizuna

/// The sources whose events are secret (a password field's text), marked by the screens that
/// make them, for as long as they live: the inspector reports a binding that touches one as
/// "changed" or not, never with its count of events, which would tell how many keys were typed.
///
/// ```swift
/// let password = Observable("")
/// SecretSources.shared.mark(password)
/// print(SecretSources.shared.secret(among: [ObjectIdentifier(password)]).count)  // prints 1
/// ```
///
/// Thread-safe.
final class SecretSources: Sendable {
  /// The process's marks (sources are the process's too).
  static let shared = SecretSources()

  private struct Mark: @unchecked Sendable {
    // Safety: `object` is only compared with nil (a weak load, atomic in the Swift runtime); the
    // object itself is never read or called, so no state of it crosses threads.
    weak var object: AnyObject?
  }

  private struct State {
    var marks: [ObjectIdentifier: Mark] = [:]
    var countAfterPruning = 0
  }

  private let state = Lock.make(State())

  /// Marks `source` secret, while recording is on (the inspector does not run otherwise).
  func mark(_ source: some AnyObject) {
    guard LiveBindings.isRecording else { return }
    state.withLock { state in
      state.marks[ObjectIdentifier(source)] = Mark(object: source)
      guard state.marks.count >= max(64, 2 * state.countAfterPruning) else { return }
      state.marks = state.marks.filter { $0.value.object != nil }
      state.countAfterPruning = state.marks.count
    }
  }

  /// Which of `candidates` are secret sources alive now.
  ///
  /// - Complexity: O(*n*) in the candidates, whatever the number of marks.
  func secret(among candidates: some Sequence<ObjectIdentifier>) -> Set<ObjectIdentifier> {
    state.withLock { state in
      Set(candidates.filter { state.marks[$0]?.object != nil })
    }
  }
}
