/// The state of one `throttle` observation: idle, or inside a window that holds back values.
///
/// A value that arrives while idle is sent at once and opens a window of the throttle
/// interval. Values that arrive inside the window are held (the latest or the first, as
/// chosen); when the window ends, a held value is sent and opens the next window, otherwise
/// the operator goes idle. Completion sends a held value first; failure drops it.
///
/// States: `idle` → (value, sent) `open` → (its timer) `open` again if it held a value (sent),
/// else `idle`; the end or dispose moves any state to `finished`, which ignores the rest.
@usableFromInline
struct ThrottleStateMachine<Element: Sendable, Failure: Error>: Sendable,
  CustomStringConvertible
{
  @usableFromInline enum Action: Sendable {
    /// Nothing to do.
    case none
    /// Send `element` and schedule the end of window `window`.
    case emitAndOpenWindow(Element, window: UInt64)
    /// Cancel this timer: its window ended before it could be stored.
    case cancel(any Disposable)
    /// Send the terminal event (after `flush`, if any) and cancel `timer`.
    case finish(flush: Element?, timer: (any Disposable)?)
  }

  /// Where the observation stands; each case holds what it owns.
  @usableFromInline enum State: Sendable {
    /// No window is open. `window` is the last one's, so that a late timer is ignored.
    case idle(window: UInt64)
    /// Window `window` is open and holds back `held`; its timer is `nil` until its scheduling
    /// is reported back.
    case open(window: UInt64, held: Element?, timer: (any Disposable)?)
    /// Completed, failed or disposed: nothing more happens.
    case finished
  }

  @usableFromInline let keepsLatest: Bool
  @usableFromInline var state: State = .idle(window: 0)

  @inlinable init(keepsLatest: Bool) {
    self.keepsLatest = keepsLatest
  }

  @inlinable var description: String {
    switch state {
    case .idle(let window): "ThrottleStateMachine(idle, window: \(window))"
    case .open(let window, let held, let timer):
      "ThrottleStateMachine(open: \(window), held: \(held.map { "\($0)" } ?? "nil"), timer: \(timer == nil ? "scheduling" : "stored"))"
    case .finished: "ThrottleStateMachine(finished)"
    }
  }

  @inlinable mutating func receivedValue(_ element: Element) -> Action {
    switch state {
    case .idle(let window):
      state = .open(window: window &+ 1, held: nil, timer: nil)
      return .emitAndOpenWindow(element, window: window &+ 1)
    case .open(let window, let held, let timer):
      if keepsLatest || held == nil {
        state = .open(window: window, held: element, timer: timer)
      }
      return .none
    case .finished:
      return .none
    }
  }

  /// The timer ending `window` was scheduled.
  @inlinable mutating func scheduled(
    window scheduled: UInt64, timer newTimer: any Disposable
  ) -> Action {
    guard case .open(let window, let held, let timer) = state, scheduled == window else {
      return .cancel(newTimer)  // the window ended already, or the observation did
    }
    precondition(timer == nil, "throttle: window \(scheduled) scheduled twice in \(self)")
    state = .open(window: window, held: held, timer: newTimer)
    return .none
  }

  /// The timer ending `window` fired.
  @inlinable mutating func windowEnded(_ ended: UInt64) -> Action {
    switch state {
    case .idle(let window):
      precondition(ended <= window, "throttle: window \(ended) from the future in \(self)")
      return .none
    case .open(let window, let held, _):
      precondition(ended <= window, "throttle: window \(ended) from the future in \(self)")
      guard ended == window else { return .none }
      guard let element = held else {
        state = .idle(window: window)
        return .none
      }
      state = .open(window: window &+ 1, held: nil, timer: nil)
      return .emitAndOpenWindow(element, window: window &+ 1)
    case .finished:
      return .none
    }
  }

  /// The upstream completed (`flushing` true) or failed, or the observation was disposed.
  @inlinable mutating func finish(flushing: Bool) -> Action {
    switch state {
    case .idle:
      state = .finished
      return .finish(flush: nil, timer: nil)
    case .open(_, let held, let timer):
      state = .finished
      return .finish(flush: flushing ? held : nil, timer: timer)
    case .finished:
      return .none
    }
  }
}

extension ThrottleStateMachine: TimedStateMachine {
  @usableFromInline typealias Input = Element
  @usableFromInline typealias Output = Element

  @inlinable mutating func receive(
    _ event: Event<Element, Failure>,
    into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    guard case .next(let element) = event else {
      guard case .finish(let flush, let timer) = finish(flushing: event.failure == nil) else {
        return .none
      }
      return Self.end(flushing: flush, with: event, cancelling: timer, into: &outbox)
    }
    return emitting(receivedValue(element), into: &outbox)
  }

  @inlinable mutating func timerFired(
    id: UInt64, into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    emitting(windowEnded(id), into: &outbox)
  }

  /// Sends the value of an `.emitAndOpenWindow` and schedules the end of its window.
  @inlinable func emitting(
    _ action: Action, into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    guard case .emitAndOpenWindow(let element, let window) = action else { return .none }
    outbox.send(element)
    return .schedule(id: window, cancel: nil)
  }

  @inlinable mutating func scheduled(id: UInt64, timer: any Disposable) -> TimerAction {
    guard case .cancel(let timer) = scheduled(window: id, timer: timer) else { return .none }
    return .cancel([timer])
  }

  @inlinable mutating func disposed() -> TimerAction {
    guard case .finish(_, let timer) = finish(flushing: false) else { return .none }
    return .cancel(timer.asList)
  }
}
