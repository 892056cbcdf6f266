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
