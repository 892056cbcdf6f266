/// A place where work runs: at once on the calling thread, on the main actor, on a queue.
///
/// Operators such as `receive(on:)` and bindings use an execution context to choose the
/// thread that observers run on. A context must run the work it is given exactly once and,
/// for work given from one thread, in the order given.
///
/// ```swift
/// let context: any ExecutionContext = .immediate
/// context.execute { print("runs now") }
/// ```
public protocol ExecutionContext: Sendable {
  /// Runs `work` in this context, now or later.
  ///
  /// - Parameter work: Runs exactly once.
  func execute(_ work: @escaping @Sendable () -> Void)
}

/// An execution context that runs work at once, on the calling thread.
///
/// ```swift
/// ImmediateExecutionContext().execute { print("now") }  // prints "now" before returning
/// ```
public struct ImmediateExecutionContext: ExecutionContext {
  /// Creates the immediate context.
  public init() {}

  public func execute(_ work: @escaping @Sendable () -> Void) { work() }
}

extension ExecutionContext where Self == ImmediateExecutionContext {
  /// Runs work at once, on the calling thread.
  public static var immediate: ImmediateExecutionContext { ImmediateExecutionContext() }
}
