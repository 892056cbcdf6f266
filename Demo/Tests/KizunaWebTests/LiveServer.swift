import Foundation
import Kizuna
import KizunaTestSupport
import KizunaWeb
import Logging

/// Runs the real demo server on an ephemeral loopback port for the duration of `body`.
///
/// Every session of this server uses `scheduler`, so tests move the simulated requests along
/// with virtual time. Without `logger`, the server logs nothing below `critical`.
func withLiveServer(
  scheduler: TestScheduler = TestScheduler(),
  screens: [WebScreenDescriptor] = WebScreenDescriptor.samples,
  limits: SessionLimits = SessionLimits(),
  statistics: ServerStatistics = ServerStatistics(),
  inspectsBindings: Bool = true,
  inspectsEveryVisitor: Bool = false,
  exposesPageState: Bool = false,
  logger: Logger? = nil,
  _ body: @Sendable (_ port: Int) async throws -> Void
) async throws {
  var quiet = Logger(label: "kizuna-web-tests")
  quiet.logLevel = .critical
  let server = DemoServer(
    port: 0, screens: screens, makeScheduler: { scheduler }, exposesPageState: exposesPageState,
    inspectsBindings: inspectsBindings, inspectsEveryVisitor: inspectsEveryVisitor,
    limits: limits, statistics: statistics,
    logger: logger ?? quiet)
  let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await server.run { port in portContinuation.yield(port) } }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { return }
    try await body(port)
    group.cancelAll()
  }
}

/// One browser tab, played by a WebSocket client on a bare socket (``RawWebSocket``, with the
/// page's own origin): sends events, reads server messages.
final class Tab: Sendable {
  private let socket: RawWebSocket

  init(socket: RawWebSocket) {
    self.socket = socket
  }

  /// Sends `event` as the page script would.
  func send(_ event: ClientEvent) async throws {
    let data = try JSONEncoder().encode(event)
    try await send(raw: String(decoding: data, as: UTF8.self))
  }

  /// Sends raw text.
  func send(raw text: String) async throws {
    try await RawWebSocket.run { [socket] in try socket.send(text: text) }
  }

  /// The next message from the server.
  func next() async throws -> ServerMessage {
    do {
      return try await RawWebSocket.run { [socket] in try socket.message() }
    } catch RawWebSocket.Failure.closed {
      throw TabError.closed
    }
  }

  /// Sends `event` and returns the server's one reply.
  func reply(to event: ClientEvent) async throws -> ServerMessage {
    try await send(event)
    return try await next()
  }

  static func input(_ id: String, _ value: String, seq: Int) -> ClientEvent {
    ClientEvent(type: .input, id: id, value: value, seq: seq)
  }

  static func toggle(_ id: String, _ isOn: Bool, seq: Int) -> ClientEvent {
    ClientEvent(type: .change, id: id, checked: isOn, seq: seq)
  }

  static func click(_ id: String) -> ClientEvent {
    ClientEvent(type: .click, id: id)
  }
}

enum TabError: Error { case closed }

/// Opens a tab on `screen` (of the browser whose `kizuna-visitor` cookie is `visitor`) and runs
/// `body` with it; closes the tab afterwards.
func withTab(
  port: Int, screen: String, visitor: String? = nil,
  _ body: @escaping @Sendable (Tab) async throws -> Void
) async throws {
  let socket = try await RawWebSocket.run {
    try RawWebSocket(port: port, path: "/ws/\(screen)", visitor: visitor)
  }
  try await body(Tab(socket: socket))
}

extension ServerMessage {
  /// The changes for element `id`.
  func changes(for id: String) -> [DOMChange] { (changes ?? []).filter { $0.id == id } }
}
