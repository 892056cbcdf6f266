/// What a time operator's state machine asks ``TimedOperatorCore`` to do outside the lock.
@usableFromInline enum TimerAction: Sendable {
  /// Nothing.
  case none
  /// Cancel `cancel` (if any), then schedule timer `id` to fire after the operator's interval.
  case schedule(id: UInt64, cancel: (any Disposable)?)
  /// Cancel these timers (replaced, or scheduled after the state moved on).
  case cancel([any Disposable])
  /// The output has ended (its terminal event is queued): cancel these timers and dispose the
  /// upstream.
  case finish(cancel: [any Disposable])
  /// The time ran out (`timeout`): make the terminal event outside the lock, send it and
  /// dispose the upstream.
  case expire
}

extension Optional where Wrapped == any Disposable {
  /// The timer to cancel, as the list a ``TimerAction`` carries.
  @inlinable var asList: [any Disposable] {
    switch self {
    case .some(let timer): [timer]
    case .none: []
    }
  }
}
