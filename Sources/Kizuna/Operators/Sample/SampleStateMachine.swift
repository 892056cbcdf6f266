/// The state of one `sample(_:)` observation: the upstream's latest value not yet sent.
///
/// Each trigger value sends the latest upstream value if one arrived since the last one sent,
/// so no value is sent twice. Either signal completing completes the result (without a last
/// sample); either failing fails it.
@usableFromInline struct SampleStateMachine<Element: Sendable>: Sendable, CustomStringConvertible {
  @usableFromInline enum Action: Sendable {
    /// Nothing to send.
    case none
    /// Send this value.
    case emit(Element)
    /// Send the terminal event and dispose both subscriptions.
    case finish
  }

  @usableFromInline var latest: Element?
  @usableFromInline var isFinished = false

  @inlinable init() {}

  @inlinable var description: String {
    "SampleStateMachine(latest: \(latest.map { "\($0)" } ?? "nil"), finished: \(isFinished))"
  }

  /// The upstream sent a value.
  @inlinable mutating func receivedValue(_ element: Element) -> Action {
    guard !isFinished else { return .none }
    latest = element
    return .none
  }

  /// The trigger sent a value.
  @inlinable mutating func triggered() -> Action {
    guard !isFinished, let element = latest else { return .none }
    latest = nil
    return .emit(element)
  }

  /// Either signal completed or failed, or the observation was disposed.
  @inlinable mutating func finish() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    latest = nil
    return .finish
  }
}
