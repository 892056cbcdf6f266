import Kizuna
import KizunaTestSupport

/// Records values and detects overlapping observer calls (serial delivery violations).
final class ConcurrencyProbe<Element: Sendable>: Sendable {
  private struct State: Sendable {
    var isInside = false
    var overlaps = 0
    var values: [Element] = []
    var terminals: [String] = []
  }
  private let state = Lock<State>.make(State())

  /// The observer to pass to `observe(with:)`.
  @Sendable func record<Failure: Error>(_ event: Event<Element, Failure>) {
    state.withLock { state in
      if state.isInside { state.overlaps += 1 }
      state.isInside = true
    }
    // Give another thread a chance to enter while this call is in progress.
    for _ in 0..<10 { _ = state.withLock { $0.values.count } }
    state.withLock { state in
      switch event {
      case .next(let element): state.values.append(element)
      case .failed(let failure): state.terminals.append("failed(\(failure))")
      case .completed: state.terminals.append("completed")
      }
      state.isInside = false
    }
  }

  var overlaps: Int { state.withLock { $0.overlaps } }
  var values: [Element] { state.withLock { $0.values } }
  var terminals: [String] { state.withLock { $0.terminals } }
}

/// Sends `count` values from each subject concurrently, one task per subject.
func sendConcurrently<Failure: Error>(
  _ subjects: [PublishSubject<Int, Failure>], count: Int,
  offset: (Int) -> Int = { $0 * 1_000_000 }
) async {
  await withTaskGroup(of: Void.self) { group in
    for (index, subject) in subjects.enumerated() {
      let base = offset(index)
      group.addTask {
        for value in 0..<count { subject.send(base + value) }
      }
    }
  }
}
