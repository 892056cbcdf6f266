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

/// Where one source of a multi-source operator keeps what it sent: its latest value
/// (``LatestSlot``) or its values waiting to be paired (``BufferSlot``).
///
/// Invariant: one per source and observation, touched only under the owning operator's lock,
/// inside the closures handed to its sink.
@usableFromInline protocol SourceSlot<Value>: AnyObject, Sendable {
  associatedtype Value: Sendable

  /// Keeps `value`; returns whether the slot was empty before.
  func put(_ value: Value) -> Bool

  /// Records that the source completed; returns, for a latest-value slot, whether it was not
  /// completed before, and for a buffer, whether it has nothing left to pair.
  func markCompleted() -> Bool
}
