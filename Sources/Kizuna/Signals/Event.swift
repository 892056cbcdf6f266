/// One event of a signal: a value, a failure, or the end.
///
/// Signals follow the grammar `next* (failed | completed)?`: any number of values, then at
/// most one terminal event, after which nothing is delivered.
///
/// ```swift
/// let events: [Event<Int, Never>] = [.next(1), .next(2), .completed]
/// print(events.map(\.isTerminal))  // [false, false, true]
/// ```
public enum Event<Element, Failure: Error> {
  /// A value.
  case next(Element)
  /// The signal failed; no events follow.
  case failed(Failure)
  /// The signal finished; no events follow.
  case completed

  /// Whether the event ends the signal (`.failed` or `.completed`).
  @inlinable
  public var isTerminal: Bool {
    if case .next = self { return false }
    return true
  }

  /// The value of a `.next` event, else `nil`.
  @inlinable
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The failure of a `.failed` event, else `nil`.
  @inlinable
  public var failure: Failure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}

extension Event: Sendable where Element: Sendable, Failure: Sendable {}
extension Event: Equatable where Element: Equatable, Failure: Equatable {}
extension Event: Hashable where Element: Hashable, Failure: Hashable {}

extension Event: CustomStringConvertible {
  /// `next(1)`, `failed(SomeError)` or `completed`.
  public var description: String {
    switch self {
    case .next(let element): "next(\(element))"
    case .failed(let failure): "failed(\(failure))"
    case .completed: "completed"
    }
  }
}
