/// A signal hands a receiver to its producer inside an ``Observer``, so the producer's
/// (specialized) code unwraps each event.
extension Signal: ReceiverObservable {
  @usableFromInline
  func observe(receiver: any EventReceiver<Element, Failure>) -> any Disposable {
    let observer = Observer(receiver: receiver)
    let upstream = producer(observer)
    return ObservationDisposable(observer: observer, upstream: upstream)
  }
}
