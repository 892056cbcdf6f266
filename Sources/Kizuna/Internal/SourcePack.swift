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

/// Where the observer of one source of a multi-source operator reports to.
///
/// Code that iterates a parameter pack runs generically (each element has its own type), so
/// the per-source observers are generic code. To keep the operator's real work specialized,
/// the operator makes its sink in specialized code, and a source's observer only stores the
/// value in its slot, inside the closure it hands to the sink, which runs it under the
/// operator's lock.
///
/// Invariant: immutable; a closure handed to ``value`` or ``completed`` runs at most once
/// (`zip` skips it once finished, `with(latestFrom:)` ignores completions), and only under
/// the operator's lock; the sink is called on the thread of the source that reports, outside
/// any lock.
@usableFromInline struct SlotSink<Failure: Error>: Sendable {
  /// A value arrived; the closure stores it (under the lock) and returns whether the slot
  /// was empty before.
  @usableFromInline let value: @Sendable (_ store: () -> Bool) -> Void
  /// The source completed; the closure marks the slot (under the lock) and returns, for a
  /// latest-value slot, whether it was not completed before, and for a buffer, whether it
  /// has nothing left to pair.
  @usableFromInline let completed: @Sendable (_ mark: () -> Bool) -> Void
  /// The source failed.
  @usableFromInline let failed: @Sendable (Failure) -> Void

  @inlinable init(
    value: @escaping @Sendable (_ store: () -> Bool) -> Void,
    completed: @escaping @Sendable (_ mark: () -> Bool) -> Void,
    failed: @escaping @Sendable (Failure) -> Void
  ) {
    self.value = value
    self.completed = completed
    self.failed = failed
  }
}

/// Observes `source`, putting its values into `slot` and reporting to `sink`.
@inlinable func observe<Slot: SourceSlot, Failure: Error>(
  _ source: any SignalProtocol<Slot.Value, Failure>, into slot: Slot, sink: SlotSink<Failure>
) -> any Disposable {
  observe(source, receiver: SlotReceiver(slot: slot, sink: sink))
}
