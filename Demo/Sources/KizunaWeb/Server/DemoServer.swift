import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
public import Kizuna
public import Logging
import NIOCore
import NIOHTTP1

/// The web server of the sample screens: an index page, one page per screen, and a WebSocket
/// per tab that drives that tab's own view model.
///
/// ```swift
/// let server = DemoServer(port: 8080)
/// try await server.run { port in print("http://127.0.0.1:\(port)/") }
/// ```
///
/// The server binds the loopback address only, and accepts a WebSocket only from a page it
/// served (``OriginPolicy``); other upgrades get 403 Forbidden. Pages may not be framed by
/// another site (`frame-ancestors 'none'`, `X-Frame-Options: DENY`). Each connection is held
/// to ``SessionLimits``: bounded queues both ways, a message budget, idle timeouts; text
/// frames must be valid UTF-8 (else close code 1007) and client frames masked (else 1002).
/// Every path answers `HEAD` as it answers `GET`, without the body (`HeadResponder`). Errors
/// logged for connections the server closed for idling are rate limited for the whole server,
/// as a session's rejected messages are for the session (`RejectionLogLimiter`).
///
/// The demo is a showcase of Kizuna's binding inspector too: unless made with
/// `inspectsBindings: false`, ``run(onRunning:)`` turns `LiveBindings.isRecording` on for the
/// whole process (each binding then records its creation line and counts its events, a cost
/// an app would not pay in production), and the server serves the inspector page at
/// `/inspector`, linked from the index. It shows, live, the bindings of the visitor's own tabs
/// as a graph, grouped by the label each session puts on its bindings (`Sign up #3`), and
/// shows a closed tab's bindings going away. A visitor is a browser: the server gives each
/// one a `kizuna-visitor` cookie with its pages (`HttpOnly`, `SameSite=Strict`), and a tab
/// belongs to the visitor whose cookie its WebSocket carried. Made with
/// `inspectsEveryVisitor: true`, the inspector shows every tab's bindings instead. The
/// counts of events of a binding that touches a password field say only "changed" or not.
/// Its data, `/inspector.json` (an ``InspectorReport``), lists at most
/// ``InspectorReport/maximumBindings`` bindings; `/inspector.dot` is the same report in
/// Graphviz's language. Both are made at most five times a second for each visitor, however
/// many requests ask, and each client address may ask 10 times a second after a burst of 20
/// (else 429 Too Many Requests). Both answer only the server's own pages
/// (``OriginPolicy/allowsRead(origin:host:)``), and 403 Forbidden otherwise.
public struct DemoServer: Sendable {
  /// The address the server binds.
  public let host: String
  /// The port; 0 picks a free one (reported to `run`'s closure).
  public let port: Int
  /// The screens served.
  public let screens: [WebScreenDescriptor]
  private let makeScheduler: @Sendable () -> any SignalScheduler
  private let allowsOrigin: @Sendable (_ origin: String?, _ host: String?) -> Bool
  private let exposesPageState: Bool
  private let inspectsBindings: Bool
  private let inspectsEveryVisitor: Bool
  private let limits: SessionLimits
  private let statistics: ServerStatistics
  private let logger: Logger

  /// Creates a server.
  ///
  /// - Parameters:
  ///   - port: The TCP port on 127.0.0.1; 0 picks a free one.
  ///   - screens: The screens to serve.
  ///   - makeScheduler: Makes the scheduler of each new session: by default a real clock on
  ///     the main actor (`MainActorScheduler`), where the screens run.
  ///   - allowsOrigin: Whether a WebSocket upgrade with these `Origin` and `Host` header
  ///     values is accepted: by default ``OriginPolicy/allows(origin:host:)``, same-origin
  ///     pages only. Tests that play a tab without a browser widen it for their client.
  ///   - exposesPageState: For tests only (`kizuna-demo --testing`): tell each page its
  ///     session id and serve the session's ``PageState`` as JSON at `/debug/sessions/<id>`,
  ///     so a browser test can compare what the page shows with what the server holds.
  ///   - inspectsBindings: Whether ``run(onRunning:)`` turns `LiveBindings.isRecording` on (for
  ///     the whole process, and leaves it on) and serves the binding inspector at
  ///     `/inspector`.
  ///   - inspectsEveryVisitor: Whether the inspector shows every tab's bindings to every
  ///     visitor (`kizuna-demo --inspect-all`), rather than each visitor's own.
  ///   - limits: The bounds each connection is held to.
  ///   - statistics: Where the server counts sessions and queued output (for tests).
  ///   - logger: Where requests and rejected messages are logged.
  public init(
    port: Int = 8080,
    screens: [WebScreenDescriptor] = WebScreenDescriptor.samples,
    makeScheduler: @escaping @Sendable () -> any SignalScheduler = { MainActorScheduler.shared },
    allowsOrigin: @escaping @Sendable (_ origin: String?, _ host: String?) -> Bool =
      OriginPolicy.allows,
    exposesPageState: Bool = false,
    inspectsBindings: Bool = true,
    inspectsEveryVisitor: Bool = false,
    limits: SessionLimits = SessionLimits(),
    statistics: ServerStatistics = ServerStatistics(),
    logger: Logger = Logger(label: "kizuna-demo")
  ) {
    precondition((0...65535).contains(port), "DemoServer: port \(port) is not in 0...65535")
    precondition(
      limits.maximumConnections >= 1,
      "DemoServer: maximumConnections \(limits.maximumConnections) is not at least 1")
    host = "127.0.0.1"
    self.port = port
    self.screens = screens
    self.makeScheduler = makeScheduler
    self.allowsOrigin = allowsOrigin
    self.exposesPageState = exposesPageState
    self.inspectsBindings = inspectsBindings
    self.inspectsEveryVisitor = inspectsEveryVisitor
    self.limits = limits
    self.statistics = statistics
    self.logger = logger
  }

  /// Runs the server until the task is cancelled.
  ///
  /// - Parameter onRunning: Called once the server listens, with the actual port.
  /// - Throws: ``DemoServerError/portInUse(_:)`` when another process has the port; other
  ///   errors of the network stack as they come.
  public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    do {
      try await serve(onRunning: onRunning)
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw DemoServerError.portInUse(port)
    }
  }

  private func serve(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
    let byPath = Dictionary(uniqueKeysWithValues: screens.map { ($0.path, $0) })
    let resources = try Resources.load()
    let router = Router(context: DemoRequestContext.self)
    let index = HTML.index(of: screens, linksInspector: inspectsBindings)
    Self.serve(router, "/", index, type: "text/html; charset=utf-8", issuesVisitorCookie: true)
    Self.serve(router, "/app.js", resources.script, type: "text/javascript; charset=utf-8")
    Self.serve(router, "/style.css", resources.style, type: "text/css; charset=utf-8")
    if inspectsBindings {
      let inspectsEveryVisitor = inspectsEveryVisitor
      LiveBindings.isRecording = true
      Self.serveInspector(
        router, script: resources.inspectorScript,
        audience: { inspectsEveryVisitor ? .everyone : .visitor($0) })
    }
    // Browsers ask for an icon on every page; the demo has none, and says so without a 404.
    router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
    let registry = exposesPageState ? SessionRegistry() : nil
    let statistics = statistics
    if exposesPageState {
      router.get("/debug/stats") { _, _ in
        let data = try JSONEncoder().encode(statistics.snapshot)
        return Self.response(String(decoding: data, as: UTF8.self), type: "application/json")
      }
    }
    if let registry {
      router.get("/debug/sessions/:id") { _, context in
        guard let id = context.parameters.get("id"), let session = registry.session(id: id) else {
          return Response(status: .notFound)
        }
        let state = await MainActor.run { session.page.describe() }
        let data = try JSONEncoder().encode(state)
        return Self.response(String(decoding: data, as: UTF8.self), type: "application/json")
      }
    }
    // A plain request for a WebSocket path (no upgrade): 403 from another origin.
    let allowsOrigin = allowsOrigin
    router.get("/ws/:screen") { request, _ in
      let isAllowed = allowsOrigin(request.headers[.origin], request.head.authority)
      return Response(status: isAllowed ? .badRequest : .forbidden)
    }
    for screen in screens {
      Self.serve(
        router, "/\(screen.path)", HTML.page(for: screen), type: "text/html; charset=utf-8",
        issuesVisitorCookie: true)
    }

    let makeScheduler = makeScheduler
    let logger = logger
    let limits = limits
    let inspectsBindings = inspectsBindings
    let shouldUpgrade:
      @Sendable (HTTPRequest, any Channel, Logger) async throws -> ShouldUpgradeResult<
        WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
      > = { request, channel, _ in
        guard let path = request.path, path.hasPrefix("/ws/"),
          let screen = byPath[String(path.dropFirst("/ws/".count))]
        else { return .dontUpgrade }
        guard allowsOrigin(request.headerFields[.origin], request.authority) else {
          try await Self.refuseAsForbidden(channel)
          return .dontUpgrade
        }
        return .upgrade([:]) { inbound, outbound, _ in
          let connection = SessionConnection(
            channel: channel, limits: limits, statistics: statistics, logger: logger,
            labelsBindings: inspectsBindings,
            visitor: VisitorCookie.visitor(in: request.headerFields[.cookie]))
          try await connection.serve(
            screen: screen, scheduler: makeScheduler(), inbound: inbound, outbound: outbound,
            registry: registry)
        }
      }

    let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
      ws: .init(maxFrameSize: limits.maximumFrameBytes, validateUTF8: true))
    // One allowance for the whole server: the lines come from many short connections.
    let disconnectLogs = Lock.make(RejectionLogLimiter())
    let start = ContinuousClock.now
    let roster = ConnectionRoster<ServerClosable>(capacity: limits.maximumConnections)
    let server = HTTPServerBuilder { responder in
      BoundedChildChannel(
        base: HTTP1WebSocketUpgradeChannel(
          responder: responder, configuration: configuration, shouldUpgrade: shouldUpgrade),
        idleTimeout: TimeAmount(limits.httpIdleTimeout),
        headTimeout: TimeAmount(limits.requestHeadTimeout), roster: roster,
        disconnectLogs: disconnectLogs, start: start, logger: logger)
    }
    let app = Application(
      responder: HeadResponder(base: router.buildResponder()),
      server: server,
      configuration: .init(address: .hostname(host, port: port), serverName: "kizuna-demo"),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
      logger: logger
    )
    try await app.run()
  }

  /// Serves the inspector page, its script, and its data as JSON and as Graphviz text, from
  /// one report per audience (`BindingInspector.rendition(for:)`), each client address held
  /// to ``inspectorRequestBurst`` requests at once and one more per
  /// ``inspectorRequestInterval``.
  private static func serveInspector(
    _ router: Router<DemoRequestContext>, script: String,
    audience: @escaping @Sendable (_ visitor: String?) -> BindingInspector.Audience
  ) {
    let inspector = BindingInspector.shared
    let limiter = Lock.make(
      ClientRateLimiter(burst: inspectorRequestBurst, interval: inspectorRequestInterval))
    let start = ContinuousClock.now
    serve(
      router, "/inspector", HTML.inspector(), type: "text/html; charset=utf-8",
      issuesVisitorCookie: true)
    serve(router, "/inspector.js", script, type: "text/javascript; charset=utf-8")
    let formats:
      [(path: String, type: String, text: @Sendable (BindingInspector.Rendition) -> String)] = [
        ("/inspector.json", "application/json", \.json),
        ("/inspector.dot", "text/vnd.graphviz; charset=utf-8", \.dot),
      ]
    for format in formats {
      router.get(RouterPath(stringLiteral: format.path)) { request, context in
        // Live data: for the server's own pages only (OriginPolicy.allowsRead), else 403.
        guard
          OriginPolicy.allowsRead(origin: request.headers[.origin], host: request.head.authority)
        else { return Response(status: .forbidden) }
        let client = context.remoteAddress?.ipAddress ?? "unknown"
        let now = ContinuousClock.now - start
        guard limiter.withLock({ $0.admit(client, at: now) }) else {
          return Response(status: .tooManyRequests, headers: [.retryAfter: "1"])
        }
        let visitor = VisitorCookie.visitor(in: request.headers[.cookie])
        let rendition = inspector.rendition(for: audience(visitor))
        return response(format.text(rendition), type: format.type, isLive: true)
      }
    }
  }

  /// How many inspector data requests a client address may make back to back.
  static let inspectorRequestBurst = 20
  /// How long a client address takes to earn one more inspector data request.
  static let inspectorRequestInterval = Duration.milliseconds(100)

  /// Answers a refused upgrade from another origin with 403 Forbidden.
  ///
  /// hummingbird-websocket answers every refused upgrade with a fixed 400 written after this
  /// closure returns; the 403 goes first, with `Connection: close`, so the client reads the
  /// 403 and the connection ends.
  private static func refuseAsForbidden(_ channel: any Channel) async throws {
    let head = HTTPResponseHead(
      version: .http1_1, status: .forbidden,
      headers: ["Content-Length": "0", "Connection": "close"])
    channel.write(HTTPServerResponsePart.head(head), promise: nil)
    try await channel.writeAndFlush(HTTPServerResponsePart.end(nil))
  }

  /// Answers GET at `path` with `text` (and HEAD, as every GET route, by `HeadResponder`);
  /// with `issuesVisitorCookie`, gives a browser that has no ``VisitorCookie`` a new one.
  private static func serve(
    _ router: Router<DemoRequestContext>, _ path: String, _ text: String, type: String,
    issuesVisitorCookie: Bool = false
  ) {
    router.get(RouterPath(stringLiteral: path)) { request, _ in
      var response = response(text, type: type)
      if issuesVisitorCookie, VisitorCookie.visitor(in: request.headers[.cookie]) == nil {
        response.headers[.setCookie] = VisitorCookie.issue().setCookie
      }
      return response
    }
  }

  /// A 200 response with `text` and the server's security headers; a live one (data that
  /// changes from one request to the next) also says `Cache-Control: no-store`.
  private static func response(_ text: String, type: String, isLive: Bool = false) -> Response {
    var headers: HTTPFields = [
      .contentType: type,
      .init("Content-Security-Policy")!:
        "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        + "frame-ancestors 'none'",
      .init("X-Frame-Options")!: "DENY",
      .init("X-Content-Type-Options")!: "nosniff",
    ]
    if isLive { headers[.cacheControl] = "no-store" }
    return Response(
      status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}

/// The page script and style sheet, loaded once from the module's resources.
struct Resources: Sendable {
  let script: String
  let inspectorScript: String
  let style: String

  static func load() throws -> Resources {
    func read(_ name: String, _ type: String) throws -> String {
      guard
        let url = Bundle.module.url(
          forResource: name, withExtension: type, subdirectory: "Resources")
          ?? Bundle.module.url(forResource: name, withExtension: type)
      else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).\(type)"]) }
      return try String(contentsOf: url, encoding: .utf8)
    }
    return Resources(
      script: try read("app", "js"), inspectorScript: try read("inspector", "js"),
      style: try read("style", "css"))
  }
}
