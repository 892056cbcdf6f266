/// An observer with separate entry points for values and for the terminal event.
///
/// The per-source observers of the multi-source operators (`combineLatest`, `zip`) come from
/// parameter packs, so they run as generic code, where switching over an
/// `Event<Value, Failure>` looks its metadata up on every event. Handed to a subject, an
/// observable or a ``Signal`` through ``ReceiverObservable``, a receiver is called from the
/// source's own (specialized) code with the value already unwrapped, and the generic code never
/// touches an `Event`.
///
/// Invariant: a receiver is called one event at a time, with values followed by at most one
/// completion, and never under a Kizuna lock.
@usableFromInline protocol EventReceiver<Element, Failure>: AnyObject, Sendable {
  associatedtype Element: Sendable
  associatedtype Failure: Error

  /// The source sent a value.
  func receive(value: Element)

  /// The source ended.
  func receive(completion: Completion<Failure>)
}

extension EventReceiver {
  /// Forwards `event` to the matching entry point.
  @inlinable @inline(__always)
  func receive(_ event: Event<Element, Failure>) {
    switch event {
    case .next(let value): receive(value: value)
    case .completed: receive(completion: .finished)
    case .failed(let failure): receive(completion: .failure(failure))
    }
  }
}

/// A source that can deliver to an ``EventReceiver`` directly: subjects, observables and
/// ``Signal``.
///
/// Invariant: `observe(receiver:)` delivers exactly the events `observe(with:)` would, in
/// the same order, and its disposable ends the observation the same way.
@usableFromInline protocol ReceiverObservable<Element, Failure>: SignalProtocol {
  /// Starts observing with `receiver`, exactly as `observe(with:)` would with a closure.
  func observe(receiver: any EventReceiver<Element, Failure>) -> any Disposable
}

/// Observes `source` with `receiver`, directly if the source supports it, else through a
/// closure that unwraps each event.
@inlinable func observe<Element: Sendable, Failure: Error>(
  _ source: any SignalProtocol<Element, Failure>,
  receiver: any EventReceiver<Element, Failure>
) -> any Disposable {
  if _slowPath(BindingRecorder.isOn) { return observeRecording(source, receiver: receiver) }
  if let source = source as? any ReceiverObservable<Element, Failure> {
    return source.observe(receiver: receiver)
  }
  return source.observe { event in forward(event, to: receiver) }
}

/// Observes `source` with `receiver` through a closure that ``BindingRecorder`` can count, as
/// an inner edge of the binding being made (recording is on).
@inlinable func observeRecording<Source: SignalProtocol>(
  _ source: Source, receiver: any EventReceiver<Source.Element, Source.Failure>
) -> any Disposable {
  BindingRecorder.record(
    .observe, at: BindingSite(), on: source, observer: { event in forward(event, to: receiver) },
    start: { source.observe(with:)($0) })
}

/// Forwards `event` to `receiver` (a function rather than a closure body: the Swift 6.3
/// compiler crashes on the same code written inline in the closure above).
@usableFromInline func forward<Element: Sendable, Failure: Error>(
  _ event: Event<Element, Failure>, to receiver: any EventReceiver<Element, Failure>
) {
  receiver.receive(event)
}
