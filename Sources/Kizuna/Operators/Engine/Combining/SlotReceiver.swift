/// The observer of one source of `combineLatest`, `with(latestFrom:)` or `zip`: puts the
/// source's values into its slot and reports to the operator's sink.
///
/// Generic code (it is made inside a parameter pack), so it works through ``EventReceiver``'s
/// separate entry points and never switches over an `Event`.
///
/// Invariant: immutable, one per source and observation; it touches its slot only inside the
/// closures it hands to the sink, that is, under the operator's lock.
@usableFromInline final class SlotReceiver<Slot: SourceSlot, Failure: Error>: EventReceiver {
  @usableFromInline let slot: Slot
  @usableFromInline let sink: SlotSink<Failure>

  @inlinable init(slot: Slot, sink: SlotSink<Failure>) {
    self.slot = slot
    self.sink = sink
  }

  @usableFromInline func receive(value: Slot.Value) {
    sink.value { slot.put(value) }
  }

  @usableFromInline func receive(completion: Completion<Failure>) {
    switch completion {
    case .finished: sink.completed { slot.markCompleted() }
    case .failure(let failure): sink.failed(failure)
    }
  }
}

/// Observes `source`, putting its values into `slot` and reporting to `sink`.
@inlinable func observe<Slot: SourceSlot, Failure: Error>(
  _ source: any SignalProtocol<Slot.Value, Failure>, into slot: Slot, sink: SlotSink<Failure>
) -> any Disposable {
  observe(source, receiver: SlotReceiver(slot: slot, sink: sink))
}
