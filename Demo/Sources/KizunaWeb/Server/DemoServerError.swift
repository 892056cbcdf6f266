/// Why ``DemoServer/run(onRunning:)`` could not serve.
///
/// ```swift
/// do { try await DemoServer(port: 8080).run() } catch DemoServerError.portInUse(let port) {
///   print("port \(port) is in use; try --port N")
/// }
/// ```
public enum DemoServerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another process listens on the port already.
  case portInUse(Int)

  /// One line for a person: what went wrong and what to try.
  public var description: String {
    switch self {
    case .portInUse(let port): "port \(port) is in use; try --port N"
    }
  }
}
