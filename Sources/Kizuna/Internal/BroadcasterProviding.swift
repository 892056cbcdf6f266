/// A type whose events come from a ``Broadcaster`` (subjects and observables).
@usableFromInline
protocol BroadcasterProviding<Element, Failure>: ReceiverObservable {
  var broadcaster: Broadcaster<Element, Failure> { get }
}

extension BroadcasterProviding {
  @usableFromInline
  func observe(receiver: any EventReceiver<Element, Failure>) -> any Disposable {
    broadcaster.subscribe(.receiver(receiver))
  }
}

extension SignalProtocol {
  /// Observes only the events sent from now on, without what a subject or observable replays
  /// to new observers (its current value, its buffer).
  func observeChanges(
    with handler: @escaping @Sendable (Event<Element, Failure>) -> Void
  )
    -> any Disposable
  {
    if let provider = self as? any BroadcasterProviding<Element, Failure> {
      guard _slowPath(BindingRecorder.isOn) else {
        return provider.broadcaster.subscribe(replay: false, .events(handler))
      }
      return BindingRecorder.record(
        .observe, at: BindingSite(), on: self, observer: handler,
        start: { provider.broadcaster.subscribe(replay: false, .events($0)) })
    }
    return observe(with: handler)
  }
}
