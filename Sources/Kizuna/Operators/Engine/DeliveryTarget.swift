/// Where a ``SerialDelivery`` delivers its events: an ``Observer``, or a
/// ``TransformingTarget`` in front of one.
///
/// A generic parameter rather than a stored `Observer`, so that an operator whose result is a
/// transform of its state (`combineLatest(_:transform:)`) applies the transform while
/// delivering, outside the lock, without a separate `map` stage.
///
/// Invariant: `receive(_:)` is called one event at a time (by the delivery's one drainer),
/// never under a lock, with events following `next* (failed | completed)?`.
@usableFromInline protocol DeliveryTarget<Element, Failure>: Sendable {
  associatedtype Element: Sendable
  associatedtype Failure: Error

  /// Whether events are still accepted (no terminal event yet, not disposed).
  var isActive: Bool { get }

  /// Takes one event; called one event at a time.
  func receive(_ event: Event<Element, Failure>)
}

extension Observer: DeliveryTarget {}
