extension SignalProtocol {
  /// Passes on a value only if it differs from the previous value passed on, as judged by
  /// `isDuplicate`.
  ///
  /// The first value always passes. Each value is compared with the last value passed on (not
  /// the last value received), as in Combine.
  ///
  /// ```swift
  /// let words = Signal<String, Never>(sequence: ["a", "A", "b"])
  /// words.removeDuplicates { $0.lowercased() == $1.lowercased() }
  ///   .observeNext { print($0) }  // "a", "b"
  /// ```
  ///
  /// - Parameter isDuplicate: Called with the previous value passed on and the new value;
  ///   returns true to drop the new one. Runs on the thread that delivers, outside any lock.
  /// - Returns: A signal without consecutive duplicates; terminal events pass through.
  @inlinable public func removeDuplicates(
    by isDuplicate: @escaping @Sendable (Element, Element) -> Bool
  ) -> Signal<Element, Failure> {
    Signal { observer in
      let previous = Lock<Element?>.make(nil)
      return self.observe { event in
        switch event {
        case .next(let element):
          // The upstream delivers one event at a time, so nothing changes `previous` between
          // the read and the write; the predicate runs outside the lock.
          if let last = previous.withLock({ $0 }), isDuplicate(last, element) { return }
          previous.withLock { $0 = element }
          observer.receive(event)
        case .failed, .completed:
          observer.receive(event)
        }
      }
    }
  }
}

extension SignalProtocol where Element: Equatable {
  /// Passes on a value only if it differs from the previous one.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 1, 2, 2, 1]).removeDuplicates()
  ///   .observeNext { print($0) }  // 1, 2, 1
  /// ```
  ///
  /// - Returns: A signal without consecutive equal values; terminal events pass through.
  @inlinable public func removeDuplicates() -> Signal<Element, Failure> {
    removeDuplicates(by: ==)
  }
}
