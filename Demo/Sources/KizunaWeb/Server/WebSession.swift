import Foundation
public import Kizuna
public import Logging

/// One browser tab's session: its page, its screen controller, and the rules for messages.
///
/// The session decodes each incoming message into a ``ClientEvent``, hands it to its own
/// page (never another tab's), and returns the changes made meanwhile as one batch. Bad
/// messages (too large, malformed, for an unknown control) are answered with a short, stable
/// error code and message (never decoder internals) and logged at `info` level, at most ten
/// back to back and then one per second per session (`RejectionLogLimiter`); the session
/// continues.
///
/// ```swift
/// let session = WebSession(screen: descriptor, scheduler: scheduler, logger: logger)
/// let reply = session.receive(#"{"type":"click","id":"signUp"}"#)
/// ```
///
/// Thread-safe, but meant to be driven by one connection, one message at a time.
public final class WebSession: Sendable {
  /// The largest message accepted, in UTF-8 bytes; larger ones are rejected.
  public static let maximumMessageBytes = 16 * 1024

  /// The session's page.
  public let page: WebPage
  /// The screen controller; released when the session is.
  public let screen: any WebScreen
  private let logger: Logger
  private let scheduler: any SignalScheduler
  private let rejections = Lock.make(RejectionLogLimiter())
  private let statistics: ServerStatistics?

  /// Creates a session for `descriptor`'s screen.
  ///
  /// - Parameters:
  ///   - descriptor: The screen to show.
  ///   - scheduler: The scheduler for the screen's simulated requests.
  ///   - logger: Where rejected messages are logged (rate limited).
  ///   - statistics: Counts this session among the live ones until it is released.
  ///   - bindingLabel: The label of every binding made for the session: when the screen is
  ///     built, when it handles an event, when its scheduled work runs (``WebPage``). `nil`
  ///     adds none.
  ///   - requestFlush: Called when changes arrive outside event handling; send
  ///     ``takePending()`` then.
  public init(
    screen descriptor: WebScreenDescriptor, scheduler: any SignalScheduler, logger: Logger,
    statistics: ServerStatistics? = nil, bindingLabel: String? = nil,
    requestFlush: @escaping @Sendable () -> Void = {}
  ) {
    let page = WebPage(bindingLabel: bindingLabel, requestFlush: requestFlush)
    self.page = page
    screen = page.withBindingLabel {
      descriptor.make(page, BatchingScheduler(base: scheduler, page: page))
    }
    self.logger = logger
    self.scheduler = scheduler
    self.statistics = statistics
    statistics?.update { $0.liveSessions += 1 }
  }

  deinit {
    statistics?.update { $0.liveSessions -= 1 }
  }

  /// Handles one text message and returns the reply to send: a batch, or an error.
  public func receive(_ text: String) -> ServerMessage {
    do throws(WebEventError) {
      let event = try Self.decode(text)
      return ServerMessage(changes: try page.handle(event))
    } catch {
      return reject(error)
    }
  }

  /// Logs `rejection` (rate limited) and returns the reply reporting it.
  public func reject(_ rejection: WebEventError) -> ServerMessage {
    let now = scheduler.now
    if let skipped = rejections.withLock({ $0.admit(at: now) }) {
      let note = skipped > 0 ? " (\(skipped) earlier rejections not logged)" : ""
      logger.info("kizuna-web: rejected \(rejection.logDescription)\(note)")
    }
    return ServerMessage(rejection: rejection)
  }

  /// Takes the changes made outside event handling, as one batch.
  public func takePending() -> ServerMessage {
    ServerMessage(changes: page.takePending())
  }

  /// The label of the session's bindings in the binding inspector, as in `Sign up #3`.
  public var bindingLabel: String? { page.bindingLabel }

  /// Encodes `message` as JSON text.
  public static func encode(_ message: ServerMessage) -> String {
    // Encoding these plain structs cannot fail.
    let data = try! JSONEncoder().encode(message)
    return String(decoding: data, as: UTF8.self)
  }

  static func decode(_ text: String) throws(WebEventError) -> ClientEvent {
    let bytes = text.utf8.count
    guard bytes <= maximumMessageBytes else {
      throw .tooLarge(bytes: bytes, limit: maximumMessageBytes)
    }
    do {
      return try JSONDecoder().decode(ClientEvent.self, from: Data(text.utf8))
    } catch {
      throw .malformed(detail: String(describing: error).prefix(200).description)
    }
  }
}
