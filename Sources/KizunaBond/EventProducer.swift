/// Bond v4's `EventProducer`: a signal the owner sends values into; Kizuna's `PublishSubject`
/// that cannot fail.
///
/// ```swift
/// let taps = EventProducer<Void>()
/// taps.observeNext { print("tap") }.disposeIn(bag)
/// taps.next(())  // prints "tap"
/// ```
@available(*, deprecated, renamed: "PublishSubject")
public typealias EventProducer<Element: Sendable> = PublishSubject<Element, Never>

extension PublishSubject where Failure == Never {
  /// Bond v4's `next(_:)`: sends `element` to every observer.
  ///
  /// - Parameter element: The value to send.
  @available(*, deprecated, renamed: "send(_:)")
  public func next(_ element: Element) {
    send(element)
  }
}
