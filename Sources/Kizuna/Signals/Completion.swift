/// How a signal ends: it finished, or it failed with an error.
///
/// ```swift
/// subject.send(completion: .finished)
/// failing.send(completion: .failure(NetworkError.offline))
/// ```
public enum Completion<Failure: Error>: Sendable {
  /// The signal finished normally.
  case finished
  /// The signal failed with `Failure`.
  case failure(Failure)

  /// The terminal event that stands for this completion.
  @inlinable
  public func event<Element>(of _: Element.Type = Element.self) -> Event<Element, Failure> {
    switch self {
    case .finished: .completed
    case .failure(let failure): .failed(failure)
    }
  }
}

extension Completion: Equatable where Failure: Equatable {}
