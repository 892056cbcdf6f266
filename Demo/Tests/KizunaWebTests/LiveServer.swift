import Foundation
import HummingbirdWSClient
import Kizuna
import KizunaTestSupport
import KizunaWeb
import Logging

/// Runs the real demo server on an ephemeral loopback port for the duration of `body`.
///
/// Every session of this server uses `scheduler`, so tests move the simulated requests along
/// with virtual time.
func withLiveServer(
  scheduler: TestScheduler = TestScheduler(),
  screens: [WebScreenDescriptor] = WebScreenDescriptor.samples,
  limits: SessionLimits = SessionLimits(),
  statistics: ServerStatistics = ServerStatistics(),
  _ body: @Sendable (_ port: Int) async throws -> Void
) async throws {
  var logger = Logger(label: "kizuna-web-tests")
  logger.logLevel = .critical
  let server = DemoServer(
    port: 0, screens: screens, makeScheduler: { scheduler },
    // Tabs played by HummingbirdWSClient send the origin "ws://127.0.0.1"; a browser's page
    // never has a ws: origin, so this widens nothing a browser can reach.
    allowsOrigin: { origin, host in
      origin == "ws://127.0.0.1" || OriginPolicy.allows(origin: origin, host: host)
    },
    limits: limits, statistics: statistics, logger: logger)
  let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await server.run { port in portContinuation.yield(port) } }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { return }
    try await body(port)
    group.cancelAll()
  }
}

/// One browser tab, played by a WebSocket client: sends events, reads server messages.
final class Tab {
  private let outbound: WebSocketOutboundWriter
  private var messages: WebSocketInboundMessageStream.AsyncIterator

  init(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) {
    self.outbound = outbound
    messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
  }

  /// Sends `event` as the page script would.
  func send(_ event: ClientEvent) async throws {
    let data = try JSONEncoder().encode(event)
    try await outbound.write(.text(String(decoding: data, as: UTF8.self)))
  }

  /// Sends raw text.
  func send(raw text: String) async throws {
    try await outbound.write(.text(text))
  }

  /// The next message from the server.
  func next() async throws -> ServerMessage {
    guard case .text(let text) = try await messages.next() else { throw TabError.closed }
    return try JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8))
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

/// Opens a tab on `screen` and runs `body` with it; closes the tab afterwards.
func withTab(
  port: Int, screen: String, _ body: @escaping @Sendable (Tab) async throws -> Void
) async throws {
  var logger = Logger(label: "kizuna-web-tests-client")
  logger.logLevel = .critical
  try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/ws/\(screen)", logger: logger) {
    inbound, outbound, _ in
    try await body(Tab(inbound: inbound, outbound: outbound))
  }
}

extension ServerMessage {
  /// The changes for element `id`.
  func changes(for id: String) -> [DOMChange] { (changes ?? []).filter { $0.id == id } }
}
