/// A scope in which every entry point records the bindings it makes, and the list of those
/// still alive afterwards.
///
/// Recording is on while ``record(_:)`` runs (for every thread, so bindings made elsewhere in
/// the meantime are recorded too, but only those made in this scope, or in the tasks it starts,
/// belong to this recording). KizunaTestSupport's `expectNoLeaks` is built on it.
///
/// ```swift
/// let recording = BindingRecording()
/// let count = Observable(0)
/// recording.record {
///   _ = count.observeNext { _ in }
/// }
/// print(recording.liveBindings().bindings.count)  // prints "1"
/// ```
public final class BindingRecording: Sendable {
  /// Creates a recording that has recorded nothing yet.
  public init() {}

  /// Runs `body` with recording on; the bindings it makes belong to this recording.
  ///
  /// - Parameter body: The code that makes the bindings.
  /// - Returns: What `body` returns.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    BindingRecorder.turnOn()
    defer { BindingRecorder.turnOff() }
    return try BindingRecorder.$recording.withValue(self, operation: body)
  }

  /// Runs `body` with recording on; the asynchronous form.
  ///
  /// - Parameters:
  ///   - isolation: Where `body` runs; the caller's isolation by default.
  ///   - body: The code that makes the bindings.
  /// - Returns: What `body` returns.
  public func record<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    BindingRecorder.turnOn()
    defer { BindingRecorder.turnOff() }
    return try await BindingRecorder.$recording.withValue(self, operation: body)
  }

  /// The bindings made in this recording's scope that are still alive, oldest first.
  public func liveBindings() -> BindingSnapshot {
    BindingSnapshot(records: BindingRecorder.liveRecords().filter { $0.recording === self })
  }
}
