/// The sources of a variadic multi-source operator, kept as a tuple of a parameter pack.
///
/// A class so that the operator's producer closure captures one reference rather than a pack
/// (closures capturing packs are not reliably supported by the compiler yet).
///
/// Invariant: immutable; it holds the sources in argument order and is shared by every
/// observation of the operator's signal, each of which makes its own slots and core.
@usableFromInline final class SourcePack<each Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let sources: (repeat any SignalProtocol<each Element, Failure>)

  @inlinable init(_ sources: repeat any SignalProtocol<each Element, Failure>) {
    self.sources = (repeat each sources)
  }

  /// Observes every source into its slot, in order, until `subscriptions` is disposed.
  @inlinable func attach(
    to storage: LatestPack<repeat each Element>, sink: SlotSink<Failure>,
    in subscriptions: CompositeDisposable
  ) {
    let slots = storage.slots
    for (source, slot) in repeat (each sources, each slots) {
      guard !subscriptions.isDisposed else { return }
      subscriptions.insert(observe(source, into: slot, sink: sink))
    }
  }

  /// Observes every source into its buffer, in order, until `subscriptions` is disposed.
  @inlinable func attach(
    to storage: BufferPack<repeat each Element>, sink: SlotSink<Failure>,
    in subscriptions: CompositeDisposable
  ) {
    let slots = storage.slots
    for (source, slot) in repeat (each sources, each slots) {
      guard !subscriptions.isDisposed else { return }
      subscriptions.insert(observe(source, into: slot, sink: sink))
    }
  }
}
