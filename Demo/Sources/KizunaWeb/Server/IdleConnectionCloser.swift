import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore

/// Closes a connection that has sent nothing for `timeout`: a request left half sent, or a
/// keep-alive connection no one uses.
///
/// It sits first in every connection's pipeline; the WebSocket session removes it when the
/// connection upgrades (it has its own idle timeout, and the WebSocket layer's pings).
final class IdleConnectionCloser: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  /// The handler's name in the pipeline.
  static let name = "kizuna-idle-connection-closer"

  private let timeout: TimeAmount
  private let hasClosed: NIOLockedValueBox<Bool>
  private var timer: Scheduled<Void>?

  /// Creates a closer that sets `hasClosed` when it closes the connection.
  init(timeout: TimeAmount, hasClosed: NIOLockedValueBox<Bool> = Lock.make(false)) {
    self.timeout = timeout
    self.hasClosed = hasClosed
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { arm(context) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
  }

  func channelActive(context: ChannelHandlerContext) {
    arm(context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    arm(context)
    context.fireChannelRead(data)
  }

  private func arm(_ context: ChannelHandlerContext) {
    timer?.cancel()
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    let hasClosed = hasClosed
    timer = context.eventLoop.scheduleTask(in: timeout) {
      hasClosed.withLock { $0 = true }
      loopBound.value.close(promise: nil)
    }
  }
}

/// A server child channel that puts an ``IdleConnectionCloser`` first in each connection's
/// pipeline, then sets up `base`.
///
/// Errors logged for a connection after its closer closed it (the client had left a request
/// half sent: an expected disconnect) share the server's one `RejectionLogLimiter` for them
/// (``DisconnectLogHandler``); the connection's other lines are logged as they come.
struct IdleClosingChildChannel<Base: ServerChildChannel>: ServerChildChannel {
  /// A connection set up by `base`, and whether its closer has closed it.
  struct Value: ServerChildChannelValue {
    let base: Base.Value
    let isClosedByServer: NIOLockedValueBox<Bool>
    var channel: any Channel { base.channel }
  }

  let base: Base
  let timeout: TimeAmount
  /// The limiter of errors logged for connections the server closed, shared by all
  /// connections, and the instant its time counts from.
  let disconnectLogs: NIOLockedValueBox<RejectionLogLimiter>
  let start: ContinuousClock.Instant

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let hasClosed = Lock.make(false)
    do {
      try channel.pipeline.syncOperations.addHandler(
        IdleConnectionCloser(timeout: timeout, hasClosed: hasClosed),
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
}
