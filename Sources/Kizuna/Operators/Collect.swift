extension SignalProtocol {
  /// Every value in one array, sent when the upstream completes; a failure is forwarded
  /// instead.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 2, 3]).collect()
  ///   .observe { print($0) }  // prints "next([1, 2, 3])", then "completed"
  /// ```
  ///
  /// - Returns: A signal of one array, sent at the completion.
  public func collect() -> Signal<[Element], Failure> {
    reduce([]) { $0 + [$1] }
  }

  /// Values in arrays of `count`, each sent when full; the rest is sent at the completion.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 2, 3]).collect(2)
  ///   .observe { print($0) }  // prints "next([1, 2])", "next([3])", "completed"
  /// ```
  ///
  /// - Parameter count: The size of each array; at least 1.
  /// - Returns: A signal of arrays of up to `count` values.
  public func collect(_ count: Int) -> Signal<[Element], Failure> {
    precondition(count >= 1, "Kizuna: collect(\(count)): count must be at least 1")
    return Signal { observer in
      let buffer = Lock.make([Element]())
      return self.observe { event in
        switch event {
        case .next(let element):
          let full = buffer.withLock { buffer -> [Element]? in
            buffer.append(element)
            guard buffer.count == count else { return nil }
            defer { buffer.removeAll(keepingCapacity: true) }
            return buffer
          }
          if let full { observer.receive(full) }
        case .failed(let failure): observer.receive(.failed(failure))
        case .completed:
          let rest = buffer.withLock { $0 }
          if !rest.isEmpty { observer.receive(rest) }
          observer.receive(.completed)
        }
      }
    }
  }
}
