import Kizuna

/// A subject that delivers each value it is sent later, in a main-actor job, and logs what it
/// was sent: the shape of a source whose echo would arrive after newer edits.
final class LaggingSubject<Value: Sendable>: SubjectProtocol {
  typealias Element = Value
  typealias Failure = Never

  private let inner = PublishSubject<Value, Never>()
  private let log = Observable<[Value]>([])

  /// Every value sent into the subject, in order.
  var sent: [Value] { log.value }

  func send(_ element: Value) {
    log.update { $0.append(element) }
    let inner = self.inner
    MainActorScheduler.shared.executeLater { inner.send(element) }
  }

  func observe(with observer: @escaping @Sendable (Event<Value, Never>) -> Void) -> any Disposable {
    inner.observe(with: observer)
  }
}
