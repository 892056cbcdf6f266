extension SignalProtocol {
  /// Observes this signal on `context`: the subscription, and its disposal, run there.
  ///
  /// Use it when starting the work is itself costly or must happen on a given queue, such as
  /// a signal that reads a file or opens a connection when observed. Values are delivered
  /// where the upstream sends them; add ``receive(on:)`` to move them. Once the returned
  /// disposable is disposed nothing more is delivered, even while the upstream's own disposal
  /// still waits for its turn on `context`.
  ///
  /// ```swift
  /// let fileLines = Signal<String, Never> { observer in
  ///   observer.receive("first line")  // runs on the background context
  ///   return SimpleDisposable(isDisposed: true)
  /// }
  /// fileLines.subscribe(on: DispatchQueue.global())
  ///   .receive(on: MainActorScheduler.shared)
  ///   .observeNext { print($0) }.dispose(in: bag)
  /// ```
  ///
  /// - Parameter context: Where the upstream is observed and disposed.
  /// - Returns: The same events, with the upstream observed on `context`.
  @inlinable public func subscribe(on context: some ExecutionContext) -> Signal<Element, Failure> {
    Signal { observer in
      let upstream = SerialDisposable()
      context.executeInCallersScope {
        guard observer.isActive, !upstream.isDisposed else { return }
        upstream.inner = self.observe { event in observer.receive(event) }
      }
      return BlockDisposable { context.executeInCallersScope { upstream.dispose() } }
    }
  }
}
