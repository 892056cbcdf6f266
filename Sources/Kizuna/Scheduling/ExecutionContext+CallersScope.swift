// The one place where work handed to a context or scheduler takes its caller's binding scope.

extension ExecutionContext {
  /// Runs `work` on this context in the binding scope of the caller: the binding recording and
  /// the inspector label in force here, whatever thread or drain job later runs it.
  ///
  /// Every operator and binding of the library hands work to a context through this method,
  /// so that a context written outside the library (which knows nothing of recordings) keeps
  /// the scope as the library's own contexts do. The scope is carried only while a recording
  /// is on; otherwise `work` goes to ``execute(_:)`` as it is.
  ///
  /// - Parameter work: Runs exactly once, as ``execute(_:)`` runs it.
  @inlinable package func executeInCallersScope(_ work: @escaping @Sendable () -> Void) {
    execute(BindingRecorder.carryingScopeIfRecording(work))
  }
}

extension SignalScheduler {
  /// Runs `work` once `delay` has passed, in the binding scope of the caller (see
  /// ``ExecutionContext/executeInCallersScope(_:)``).
  ///
  /// - Parameters:
  ///   - delay: How long to wait before running `work`.
  ///   - work: Runs as ``schedule(after:_:)`` runs it.
  /// - Returns: The disposable ``schedule(after:_:)`` returns.
  @discardableResult
  @inlinable package func scheduleInCallersScope(
    after delay: Duration, _ work: @escaping @Sendable () -> Void
  ) -> any Disposable {
    schedule(after: delay, BindingRecorder.carryingScopeIfRecording(work))
  }
}
