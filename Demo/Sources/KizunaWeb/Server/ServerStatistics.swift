/// Counters of a running ``DemoServer``, for tests and for the `--testing` server's
/// `/debug/stats` endpoint.
///
/// ```swift
/// let statistics = ServerStatistics()
/// let server = DemoServer(port: 0, statistics: statistics)
/// // ... later
/// print(statistics.snapshot.openSessions)  // prints 0 once every tab has gone
/// ```
///
/// Thread-safe.
public final class ServerStatistics: Sendable {
  /// The counters at one moment.
  public struct Snapshot: Sendable, Hashable, Codable {
    /// WebSocket sessions being served now.
    public var openSessions = 0
    /// Sessions whose view model is still alive (released when the connection ends).
    public var liveSessions = 0
    /// Output bytes queued for all clients and not yet handed to the network.
    public var queuedOutputBytes = 0
    /// The most output bytes one session ever had queued.
    public var peakQueuedOutputBytes = 0
    /// Client messages handled, in all sessions.
    public var handledMessages = 0
    /// Sessions dropped because their client did not read.
    public var droppedSlowSessions = 0
    /// Sessions closed for sending no message for the idle timeout.
    public var idleSessionsClosed = 0
  }

  private let state = Lock.make(Snapshot())

  /// Creates counters at zero.
  public init() {}

  /// The counters now.
  public var snapshot: Snapshot { state.withLock { $0 } }

  func update(_ body: (inout Snapshot) -> Void) {
    state.withLock { body(&$0) }
  }
}
