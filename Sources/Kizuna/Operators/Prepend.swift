extension SignalProtocol {
  /// Sends `element` first, then everything the upstream sends.
  ///
  /// ```swift
  /// let taps = PublishSubject<Int, Never>()
  /// taps.prepend(0).observeNext { print($0) }.dispose(in: bag)  // prints 0
  /// taps.send(1)                                                  // prints 1
  /// ```
  ///
  /// - Parameter element: Sent to each observer as soon as it starts observing, on its thread.
  /// - Returns: A signal of `element` followed by the upstream's events.
  @inlinable public func prepend(_ element: Element) -> Signal<Element, Failure> {
    Signal { observer in
      observer.receive(element)
      guard observer.isActive else { return SimpleDisposable(isDisposed: true) }
      return self.observe(with: observer.receive)
    }
  }
}
