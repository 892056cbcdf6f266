extension SignalProtocol {
  /// Prints every event, the start of each observation and its disposal, with a prefix.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1]).debug("numbers").observe { _ in }
  /// // prints "numbers: observed", "numbers: next(1)", "numbers: completed"
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: Put in front of each line, followed by ": ".
  ///   - print: Where the lines go; `Swift.print` by default. Inject another to test or log.
  ///     Called on the thread that delivers the event, observes or disposes.
  /// - Returns: A signal with the same events.
  @inlinable public func debug(
    _ prefix: String = "debug",
    print: @escaping @Sendable (String) -> Void = { Swift.print($0) }
  ) -> Signal<Element, Failure> {
    Signal { observer in
      print("\(prefix): observed")
      let upstream = self.observe { event in
        print("\(prefix): \(event)")
        observer.receive(event)
      }
      return BlockDisposable {
        print("\(prefix): disposed")
        upstream.dispose()
      }
    }
  }
}
