import Kizuna
import Observation

/// Counts the changes Observation reports for what `read` reads, re-registering after each.
@MainActor final class ObservationCounter {
  private let count = Observable(0)
  private let read: @MainActor () -> Void

  /// The number of changes reported so far.
  var changes: Int { count.value }

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    let count = self.count
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      count.update { $0 += 1 }
      Task { @MainActor in self?.track() }
    }
  }
}
