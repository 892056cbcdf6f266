/// The bounds the demo server keeps per connection, so that one client cannot take memory or
/// time from the others.
///
/// - **Outbound**: the replies and flushes waiting for a client to read them are counted in
///   UTF-8 bytes. A session whose waiting output would pass ``maximumQueuedOutputBytes`` is
///   dropped (its TCP connection closed, its view model released): a client that stops reading
///   costs the server at most that bound, plus one message when a single message is larger,
///   plus SwiftNIO's write buffer (64 KiB, after which the writer waits).
/// - **Inbound**: a session reads its next message only after the previous one is answered
///   and the answer queued, so unread messages wait in SwiftNIO's inbound buffer (at most 10
///   frames of at most ``maximumFrameBytes``) and then in the kernel: the client is slowed
///   down, not buffered for.
/// - **Fairness**: each session may have ``messagesPerSecond`` messages handled per second,
///   after a burst of ``messageBurst``; a session past its budget waits before its next message
///   is read, so a flooding tab cannot crowd out the others on the main actor. As each
///   session has one message on the main actor at a time, another tab waits behind at most
///   one of the flooder's messages per turn: in the tests a bystander's median round trip
///   stays under 1 second during a 20,000-message flood.
/// - **Idle**: an HTTP connection that has sent nothing for ``httpIdleTimeout`` (a request
///   left half sent, a keep-alive connection no one uses) is closed; a WebSocket session that
///   has sent no message for ``webSocketIdleTimeout`` is closed (code 1000).
/// - **Request heads**: a request head (request line and header fields) must arrive whole
///   within ``requestHeadTimeout`` of its first byte, else the connection is closed, however
///   steadily it trickles.
/// - **Connections**: at most ``maximumConnections`` are open at once (HTTP and WebSocket
///   alike). A connection past the cap takes the place of the oldest open one that has not
///   completed a request head; only when every open connection has completed one is the new
///   one closed at once. The server logs a warning when the cap is reached (rate limited).
///
/// ```swift
/// var limits = SessionLimits()
/// limits.maximumQueuedOutputBytes = 1 << 20
/// let server = DemoServer(port: 0, limits: limits)
/// ```
public struct SessionLimits: Sendable, Hashable {
  /// The most output bytes a session may have waiting for its client: 4 MiB.
  public var maximumQueuedOutputBytes = 4 << 20
  /// The largest WebSocket frame accepted: 64 KiB (a message is at most 16 KiB; a frame up to
  /// this size gets a polite "too large" reply, a larger one closes the connection, code 1009).
  public var maximumFrameBytes = 64 << 10
  /// Messages per second a session may have handled once its burst is spent: 200.
  public var messagesPerSecond = 200
  /// Messages a session may send back to back before the rate applies: 400.
  public var messageBurst = 400
  /// How long an HTTP connection may send nothing before it is closed: 30 seconds.
  public var httpIdleTimeout: Duration = .seconds(30)
  /// How long a WebSocket session may send no message before it is closed: 15 minutes.
  public var webSocketIdleTimeout: Duration = .seconds(15 * 60)
  /// How long a request head may take from its first byte to its end: 10 seconds.
  public var requestHeadTimeout: Duration = .seconds(10)
  /// The most connections open at once: 512, well under the common limit of 1,024 open files
  /// per process (each connection holds one).
  public var maximumConnections = 512

  /// The default limits.
  public init() {}
}
