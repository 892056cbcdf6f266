import Logging
import NIOConcurrencyHelpers

/// Logs one HTTP connection's lines through `base`, except that an error logged once the
/// server itself has closed the connection (its idle timer fired: an expected disconnect)
/// goes through the server's one `RejectionLogLimiter` for such lines, so that clients
/// leaving requests half sent cannot fill the log.
///
/// A line let through after others were held back says how many.
struct DisconnectLogHandler: LogHandler {
  /// The handler lines go to.
  var base: any LogHandler
  /// Whether the server has closed this connection itself.
  let isClosedByServer: NIOLockedValueBox<Bool>
  /// The server-wide limiter of these lines, and the instant its time counts from.
  let limiter: NIOLockedValueBox<RejectionLogLimiter>
  let start: ContinuousClock.Instant

  var logLevel: Logger.Level {
    get { base.logLevel }
    set { base.logLevel = newValue }
  }

  var metadata: Logger.Metadata {
    get { base.metadata }
    set { base.metadata = newValue }
  }

  var metadataProvider: Logger.MetadataProvider? {
    get { base.metadataProvider }
    set { base.metadataProvider = newValue }
  }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { base[metadataKey: key] }
    set { base[metadataKey: key] = newValue }
  }

  func log(event: LogEvent) {
    guard event.level >= .error, isClosedByServer.withLock({ $0 }) else {
      return base.log(event: event)
    }
    let now = ContinuousClock.now - start
    guard let skipped = limiter.withLock({ $0.admit(at: now) }) else { return }
    var event = event
    if skipped > 0 {
      event.message = "\(event.message) (\(skipped) earlier lines on closed connections not logged)"
    }
    base.log(event: event)
  }
}
