/// A signal that values can also be sent into: subjects and observables.
///
/// Two-way bindings and `bind(to:)` accept any subject.
///
/// ```swift
/// func reset(_ field: some SubjectProtocol<String, Never>) { field.send("") }
/// ```
public protocol SubjectProtocol<Element, Failure>: SignalProtocol {
  /// Sends `element` to the subject's observers (for an observable: sets its value).
  func send(_ element: Element)
}

extension PublishSubject: _BroadcastingSubject, BroadcasterProviding {}
extension ReplaySubject: _BroadcastingSubject, BroadcasterProviding {}
extension ReplayOneSubject: _BroadcastingSubject, BroadcasterProviding {}
extension Observable: SubjectProtocol, BroadcasterProviding {}
