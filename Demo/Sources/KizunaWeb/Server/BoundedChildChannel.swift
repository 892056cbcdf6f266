import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore

/// A server child channel that admits each connection through the server's
/// ``ConnectionRoster`` (closing the connection it evicts, or the new one when it is refused),
/// puts an ``IdleConnectionCloser`` first in its pipeline, then sets up `base`.
///
/// Errors logged for a connection after the server closed it (its idle or head timer fired,
/// or it made room for another: an expected disconnect) share the server's one
/// `RejectionLogLimiter` for them (``DisconnectLogHandler``), and so do the lines that say the
/// cap is reached; the connection's other lines are logged as they come.
struct BoundedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
  /// A connection set up by `base`, and whether the server has closed it.
  struct Value: ServerChildChannelValue {
    let base: Base.Value
    let isClosedByServer: NIOLockedValueBox<Bool>
    var channel: any Channel { base.channel }
  }

  /// The reason a refused connection's setup fails.
  struct CapacityReached: Error {}

  let base: Base
  let idleTimeout: TimeAmount
  let headTimeout: TimeAmount
  let roster: ConnectionRoster<ServerClosable>
  /// The limiter of errors logged for connections the server closed, shared by all
  /// connections, and the instant its time counts from.
  let disconnectLogs: NIOLockedValueBox<RejectionLogLimiter>
  let start: ContinuousClock.Instant
  let logger: Logger

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let hasClosed = Lock.make(false)
    let id: Int
    switch roster.admit(ServerClosable(channel: channel, hasClosed: hasClosed)) {
    case .refused:
      logAtCapacity("refused a connection: every open connection has completed a request")
      channel.close(promise: nil)
      return channel.eventLoop.makeFailedFuture(CapacityReached())
    case .admitted(let admitted, let evicted):
      id = admitted
      if let evicted {
        logAtCapacity("closed the oldest connection that had not completed a request head")
        evicted.close()
      }
    }
    let roster = roster
    channel.closeFuture.whenComplete { _ in roster.remove(id) }
    do {
      try channel.pipeline.syncOperations.addHandler(
        IdleConnectionCloser(
          idleTimeout: idleTimeout, headTimeout: headTimeout, hasClosed: hasClosed,
          onRequestHead: { roster.didCompleteRequestHead(id) }),
        name: IdleConnectionCloser.name, position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return base.setup(channel: channel, logger: logger).map {
      Value(base: $0, isClosedByServer: hasClosed)
    }
  }

  func handle(value: Value, logger: Logger) async {
    var connectionLogger = logger
    connectionLogger.handler = DisconnectLogHandler(
      base: logger.handler, isClosedByServer: value.isClosedByServer, limiter: disconnectLogs,
      start: start)
    await base.handle(value: value.base, logger: connectionLogger)
  }

  /// Logs that the connection cap is reached, through the shared limiter.
  private func logAtCapacity(_ what: String) {
    let now = ContinuousClock.now - start
    guard let skipped = disconnectLogs.withLock({ $0.admit(at: now) }) else { return }
    let note = skipped > 0 ? " (\(skipped) earlier lines like it not logged)" : ""
    logger.warning(
      "kizuna-web: at the cap of \(roster.capacity) connections: \(what)\(note)")
  }
}

/// A connection the server may close to make room, and the flag that says it did.
struct ServerClosable: Sendable {
  let channel: any Channel
  let hasClosed: NIOLockedValueBox<Bool>

  /// Closes the connection as the server's own doing.
  func close() {
    hasClosed.withLock { $0 = true }
    channel.close(promise: nil)
  }
}
