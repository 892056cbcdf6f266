/// A send-only view of an input subject: the view can send into it, but not subscribe to it.
///
/// ``InputProxy`` hands one out for each subject of a machine's input.
///
/// ```swift
/// machine.input.increment.send()        // a Void subject
/// machine.input.isOn.send(true)
/// ```
public struct SubjectProxy<Wrapped: Subject> {
  private let subject: Wrapped

  /// Wraps `subject`.
  ///
  /// - Parameter subject: The subject to send into.
  public init(_ subject: Wrapped) {
    self.subject = subject
  }

  /// Sends `value` into the machine; the resolver's pipeline runs on the calling thread.
  ///
  /// - Parameter value: The value to send.
  public func send(_ value: Wrapped.Output) {
    subject.send(value)
  }

  /// Ends the input with `completion`; later sends are ignored.
  ///
  /// - Parameter completion: `.finished`, or `.failure` with an error.
  public func send(completion: Subscribers.Completion<Wrapped.Failure>) {
    subject.send(completion: completion)
  }

  /// Hands `subscription` to the input subject, as a publisher does when the subject subscribes
  /// to it.
  ///
  /// The subject requests unlimited values from `subscription`. This is how Ricemill's
  /// `subscribe(_:)` connects an upstream to an input; `publisher.subscribe(proxy)` does the
  /// same with a sink, so a view rarely calls this itself.
  ///
  /// ```swift
  /// let ticks = TickSubscription()                   // a Subscription of your own
  /// machine.input.tick.send(subscription: ticks)     // the subject calls ticks.request(.unlimited)
  /// ```
  ///
  /// - Parameter subscription: The subscription of a publisher that feeds this input.
  public func send(subscription: any Subscription) {
    subject.send(subscription: subscription)
  }
}

extension SubjectProxy where Wrapped.Output == Void {
  /// Sends `()`: the usual way to report a tap.
  ///
  /// ```swift
  /// machine.input.increment.send()
  /// ```
  public func send() {
    subject.send(())
  }
}

extension Publisher {
  /// Sends every value and the completion of this publisher into a machine's input.
  ///
  /// ```swift
  /// let observation = toggle.isOnPublisher.subscribe(machine.input.isOn)
  /// ```
  ///
  /// - Parameter proxy: The input to feed.
  /// - Returns: The subscription; cancelling it stops feeding the input.
  public func subscribe<Wrapped: Subject>(_ proxy: SubjectProxy<Wrapped>) -> AnyCancellable
  where Wrapped.Output == Output, Wrapped.Failure == Failure {
    sink(
      receiveCompletion: { proxy.send(completion: $0) },
      receiveValue: { proxy.send($0) }
    )
  }
}
