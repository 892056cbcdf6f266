/// The state of one `throttle` observation: idle, or inside a window that holds back values.
///
/// A value that arrives while idle is sent at once and opens a window of the throttle
/// interval. Values that arrive inside the window are held (the latest or the first, as
/// chosen); when the window ends, a held value is sent and opens the next window, otherwise
/// the operator goes idle. Completion sends a held value first; failure drops it.
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

  @usableFromInline let keepsLatest: Bool
  @usableFromInline var window: UInt64 = 0
  @usableFromInline var isWindowOpen = false
  @usableFromInline var held: Element?
  @usableFromInline var timer: (any Disposable)?
  @usableFromInline var isFinished = false

  @inlinable init(keepsLatest: Bool) {
    self.keepsLatest = keepsLatest
  }

  @inlinable var description: String {
    "ThrottleStateMachine(window: \(window), open: \(isWindowOpen), held: \(held.map { "\($0)" } ?? "nil"), finished: \(isFinished))"
  }

  @inlinable mutating func receivedValue(_ element: Element) -> Action {
    guard !isFinished else { return .none }
    if isWindowOpen {
      if keepsLatest || held == nil { held = element }
      return .none
    }
    window += 1
    isWindowOpen = true
    return .emitAndOpenWindow(element, window: window)
  }

  /// The timer ending `window` was scheduled.
  @inlinable mutating func scheduled(
    window scheduled: UInt64, timer newTimer: any Disposable
  ) -> Action {
    guard !isFinished, isWindowOpen, scheduled == window else { return .cancel(newTimer) }
    timer = newTimer
    return .none
  }

  /// The timer ending `window` fired.
  @inlinable mutating func windowEnded(_ ended: UInt64) -> Action {
    precondition(ended <= window, "throttle: window \(ended) from the future in \(self)")
    guard !isFinished, isWindowOpen, ended == window else { return .none }
    timer = nil
    guard let element = held else {
      isWindowOpen = false
      return .none
    }
    held = nil
    window += 1
    return .emitAndOpenWindow(element, window: window)
  }

  /// The upstream completed (`flushing` true) or failed, or the observation was disposed.
  @inlinable mutating func finish(flushing: Bool) -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    defer {
      held = nil
      timer = nil
    }
    return .finish(flush: flushing ? held : nil, timer: timer)
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
