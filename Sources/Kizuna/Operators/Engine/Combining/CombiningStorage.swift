/// The per-source slots of one `combineLatest` or `zip` observation, and how their state
/// machine reads them: the one difference between the two operators, so that both run on
/// ``CombiningCore``.
///
/// Invariant: every method runs under the observation's lock (inside `SerialDelivery.update`),
/// which is what makes touching the slots safe (see ``LatestSlot``); a storage has one slot
/// per source, made with it and never replaced, so ``sourceCount`` never changes.
@usableFromInline protocol CombiningStorage: Sendable {
  /// The combined value.
  associatedtype Output: Sendable
  /// The bookkeeping this storage's operator needs.
  associatedtype Machine: Sendable

  /// How many sources there are.
  var sourceCount: Int { get }

  /// The output made from the slots; call only when every slot has a value. For
  /// `combineLatest` it reads each slot's latest value (the slots keep it); for `zip` it
  /// removes each buffer's first value.
  func output() -> Output

  /// A new state machine for these slots.
  func makeMachine() -> Machine

  /// The observation starts (all sources attached).
  func start(_ machine: inout Machine) -> CombiningAction

  /// A source's value is stored by `store` (which returns whether the slot was empty); the
  /// outputs that follow are passed to `emit`, in order.
  func receivedValue(
    _ store: () -> Bool, machine: inout Machine, emit: (Output) -> Void
  ) -> CombiningAction

  /// A source completed; `mark` records it in its slot and returns what the slot reports
  /// (see each storage).
  func sourceCompleted(_ mark: () -> Bool, machine: inout Machine) -> CombiningAction

  /// A source failed.
  func sourceFailed(_ machine: inout Machine) -> CombiningAction
}

extension CombiningStorage where Machine == CombineLatestStateMachine {
  @inlinable func makeMachine() -> CombineLatestStateMachine {
    CombineLatestStateMachine(sourceCount: sourceCount)
  }

  @inlinable func start(_ machine: inout CombineLatestStateMachine) -> CombiningAction {
    machine.start()
  }

  @inlinable func receivedValue(
    _ store: () -> Bool, machine: inout CombineLatestStateMachine, emit: (Output) -> Void
  ) -> CombiningAction {
    let action = machine.receivedValue(isFirstFromSource: store())
    if action == .emit { emit(output()) }
    return action
  }

  /// `mark` returns whether this is the source's first completion.
  @inlinable func sourceCompleted(
    _ mark: () -> Bool, machine: inout CombineLatestStateMachine
  ) -> CombiningAction {
    guard mark() else { return .none }
    return machine.sourceCompleted()
  }

  @inlinable func sourceFailed(_ machine: inout CombineLatestStateMachine) -> CombiningAction {
    machine.sourceFailed()
  }
}

extension BufferStorage {
  @inlinable func makeMachine() -> ZipStateMachine { ZipStateMachine(sourceCount: sourceCount) }

  @inlinable func start(_ machine: inout ZipStateMachine) -> CombiningAction { machine.start() }

  /// Emits every complete tuple the new value makes, and completes once a completed source
  /// has nothing left to zip.
  @inlinable func receivedValue(
    _ store: () -> Bool, machine: inout ZipStateMachine, emit: (Output) -> Void
  ) -> CombiningAction {
    guard !machine.isFinished else { return .none }
    var action = machine.bufferedValue(bufferWasEmpty: store())
    while action == .emit {
      emit(output())  // removes the first value of every buffer
      action = machine.tookTuple(
        nonEmptyCount: nonEmptyCount, hasExhaustedSource: hasExhaustedSource)
    }
    return action
  }

  /// `mark` returns whether the completed source's buffer is empty.
  @inlinable func sourceCompleted(
    _ mark: () -> Bool, machine: inout ZipStateMachine
  ) -> CombiningAction {
    machine.sourceCompleted(bufferIsEmpty: mark())
  }

  @inlinable func sourceFailed(_ machine: inout ZipStateMachine) -> CombiningAction {
    machine.sourceFailed()
  }
}
