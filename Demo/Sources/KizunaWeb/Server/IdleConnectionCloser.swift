import HummingbirdCore
import Logging
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
  private var timer: Scheduled<Void>?

  init(timeout: TimeAmount) {
    self.timeout = timeout
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
    timer = context.eventLoop.scheduleTask(in: timeout) {
      loopBound.value.close(promise: nil)
    }
  }
}

/// A server child channel that puts an ``IdleConnectionCloser`` first in each connection's
/// pipeline, then sets up `base`.
struct IdleClosingChildChannel<Base: ServerChildChannel>: ServerChildChannel {
  let base: Base
  let timeout: TimeAmount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
    do {
      try channel.pipeline.syncOperations.addHandler(
        IdleConnectionCloser(timeout: timeout), name: IdleConnectionCloser.name, position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return base.setup(channel: channel, logger: logger)
  }

  func handle(value: Base.Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}
