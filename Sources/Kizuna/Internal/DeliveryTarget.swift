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

/// Transforms each value with `transform`, then hands it to `observer`: the work of `map`,
/// and the target of `combineLatest(_:transform:)`.
///
/// Invariant: immutable; `transform` runs on the delivering thread, outside any lock, once
/// per value and never for a terminal event.
@usableFromInline
struct TransformingTarget<Element: Sendable, Output: Sendable, Failure: Error>:
  DeliveryTarget
{
  @usableFromInline let transform: @Sendable (Element) -> Output
  @usableFromInline let observer: Observer<Output, Failure>

  @inlinable init(
    _ transform: @escaping @Sendable (Element) -> Output, observer: Observer<Output, Failure>
  ) {
    self.transform = transform
    self.observer = observer
  }

  @inlinable var isActive: Bool { observer.isActive }

  @inlinable func receive(_ event: Event<Element, Failure>) {
    switch event {
    case .next(let element): observer.receive(transform(element))
    case .failed(let failure): observer.receive(.failed(failure))
    case .completed: observer.receive(.completed)
    }
  }
}
