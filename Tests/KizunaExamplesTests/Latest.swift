import Kizuna

/// The value a signal delivers at once to a new observer (observables and signals derived from
/// them replay their current value).
func latest<S: SignalProtocol>(_ signal: S) -> S.Element? where S.Failure == Never {
  let box = LatestBox<S.Element>()
  signal.observeNext { box.set($0) }.dispose()
  return box.value
}

final class LatestBox<Value: Sendable>: Sendable {
  private let storage = Lock<Value?>.make(nil)
  func set(_ value: Value) { storage.withLock { $0 = value } }
  var value: Value? { storage.withLock { $0 } }
}
