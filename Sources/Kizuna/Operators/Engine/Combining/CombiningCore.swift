/// One observation of `combineLatest` or `zip`: the sources' slots, the state machine and the
/// serial delivery.
///
/// The sources report to ``sink``; each report changes the slots and the machine under the
/// delivery's lock and queues what the machine decided, so the output is serial and in order
/// whatever threads the sources send on. When the machine completes or fails, the sources are
/// disposed. The delivery's target is the observer, or, for `combineLatest(_:transform:)`, the
/// transform in front of it, applied while delivering (outside the lock) rather than in a
/// `map` stage.
///
/// Invariant: the slots in ``storage`` and the machine in ``delivery`` change only inside
/// `delivery.update`, under its one lock, and nothing is called out from there; once the
/// machine has returned `.complete` or `.fail`, ``subscriptions`` is disposed (as it is when
/// the observer disposes the observation, since it is the observation's disposable). The
/// sources keep the core alive through their receivers' sink, until they are disposed.
///
/// docs/combine-latest-internals.md lists every type an observation runs on, with its
/// invariant.
@usableFromInline
final class CombiningCore<
  Storage: CombiningStorage, Target: DeliveryTarget<Storage.Output, Failure>, Failure: Error
>: Sendable {
  @usableFromInline let storage: Storage
  @usableFromInline let delivery: SerialDelivery<Storage.Machine, Target>
  /// The subscriptions to the sources; disposed when the observation ends either way.
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable init(storage: Storage, target: Target) {
    self.storage = storage
    delivery = SerialDelivery(storage.makeMachine(), target: target)
  }

  /// Observes `source` into `slot` (for homogeneous arrays of sources).
  @inlinable func attach<Slot: SourceSlot>(
    _ source: any SignalProtocol<Slot.Value, Failure>, to slot: Slot
  ) {
    guard !subscriptions.isDisposed else { return }
    subscriptions.insert(observe(source, into: slot, sink: sink))
  }

  /// The sink the sources report to; made here so that the work it does is specialized.
  @inlinable var sink: SlotSink<Failure> {
    SlotSink(
      value: { store in self.receivedValue(store) },
      completed: { mark in self.sourceCompleted(mark) },
      failed: { failure in self.sourceFailed(failure) })
  }

  /// Call once every source is attached: with no sources, the result completes at once.
  @inlinable func start() {
    finish(
      delivery.update { machine, outbox in
        let action = storage.start(&machine)
        if action == .complete { outbox.send(.completed) }
        return action
      })
  }

  @inlinable func receivedValue(_ store: () -> Bool) {
    finish(
      delivery.update { machine, outbox in
        let action = storage.receivedValue(store, machine: &machine) { outbox.send($0) }
        if action == .complete { outbox.send(.completed) }
        return action
      })
  }

  @inlinable func sourceCompleted(_ mark: () -> Bool) {
    finish(
      delivery.update { machine, outbox in
        let action = storage.sourceCompleted(mark, machine: &machine)
        if action == .complete { outbox.send(.completed) }
        return action
      })
  }

  @inlinable func sourceFailed(_ failure: Failure) {
    finish(
      delivery.update { machine, outbox in
        let action = storage.sourceFailed(&machine)
        if action == .fail { outbox.send(.failed(failure)) }
        return action
      })
  }

  /// Disposes the sources once the output has ended.
  @inlinable func finish(_ action: CombiningAction) {
    switch action {
    case .complete, .fail: subscriptions.dispose()
    case .none, .emit: break
    }
  }
}
