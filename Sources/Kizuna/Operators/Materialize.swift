extension SignalProtocol {
  /// Every event as a value: values, then the terminal event as the last value, then a
  /// completion. The result never fails, so errors travel as data (to a log, a label).
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// let subject = PublishSubject<Int, APIError>()
  /// subject.materialize().observeNext { print($0) }.dispose(in: bag)
  /// subject.send(1)                             // prints "next(1)"
  /// subject.send(completion: .failure(.offline)) // prints "failed(offline)"
  /// ```
  ///
  /// - Returns: A signal of the events; ``dematerialize()`` turns it back.
  @inlinable
  public func materialize() -> Signal<Event<Element, Failure>, Never> {
    Signal { observer in
      self.observe { event in
        observer.receive(Event<Event<Element, Failure>, Never>.next(event))
        if event.isTerminal { observer.receive(Event<Event<Element, Failure>, Never>.completed) }
      }
    }
  }
}

extension SignalProtocol where Failure == Never {
  /// Turns values that are events back into events: the inverse of
  /// ``SignalProtocol/materialize()``.
  ///
  /// The first terminal event among the values ends the signal.
  ///
  /// ```swift
  /// let events = Signal<Event<Int, Never>, Never>(sequence: [.next(1), .completed])
  /// events.dematerialize().observe { print($0) }  // prints "next(1)", then "completed"
  /// ```
  ///
  /// - Returns: A signal of the events the values describe.
  @inlinable
  public func dematerialize<Value: Sendable, EventFailure: Error>()
    -> Signal<Value, EventFailure>
  where Element == Event<Value, EventFailure> {
    Signal { observer in
      self.observe { event in
        switch event {
        case .next(let inner): observer.receive(inner)
        case .completed: observer.receive(.completed)
        }
      }
    }
  }
}
