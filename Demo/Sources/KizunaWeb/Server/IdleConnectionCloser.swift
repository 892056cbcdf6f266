import NIOConcurrencyHelpers
import NIOCore

/// Closes an HTTP connection that has sent nothing for `idleTimeout` (a keep-alive connection
/// no one uses), or that has not completed a request head within `headTimeout` of its first
/// byte (a request trickled a byte at a time, which the idle timer alone would never close).
///
/// It sits first in every connection's pipeline and sees the raw bytes: a head ends at the
/// first empty line (`CRLF CRLF`), and the next byte after it starts the next head. It calls
/// `onRequestHead` at the end of each head. The WebSocket session removes it when the
/// connection upgrades (it has its own idle timeout, and the WebSocket layer's pings).
final class IdleConnectionCloser: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  /// The handler's name in the pipeline.
  static let name = "kizuna-idle-connection-closer"

  private let idleTimeout: TimeAmount
  private let headTimeout: TimeAmount
  private let hasClosed: NIOLockedValueBox<Bool>
  private let onRequestHead: @Sendable () -> Void
  private var idleTimer: Scheduled<Void>?
  private var headTimer: Scheduled<Void>?
  /// The last bytes of the head being read, to find `CRLF CRLF` across reads.
  private var headTail: UInt32 = 0

  /// Creates a closer that sets `hasClosed` when it closes the connection.
  init(
    idleTimeout: TimeAmount, headTimeout: TimeAmount,
    hasClosed: NIOLockedValueBox<Bool> = Lock.make(false),
    onRequestHead: @escaping @Sendable () -> Void = {}
  ) {
    self.idleTimeout = idleTimeout
    self.headTimeout = headTimeout
    self.hasClosed = hasClosed
    self.onRequestHead = onRequestHead
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { armIdle(context) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancelTimers()
  }

  func channelActive(context: ChannelHandlerContext) {
    armIdle(context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancelTimers()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    armIdle(context)
    scanForHeadEnds(unwrapInboundIn(data), context: context)
    context.fireChannelRead(data)
  }

  /// Follows the heads in `bytes`: the first byte of a head starts its deadline, its empty
  /// line ends it.
  private func scanForHeadEnds(_ bytes: ByteBuffer, context: ChannelHandlerContext) {
    for byte in bytes.readableBytesView {
      if headTimer == nil { headTimer = close(context, in: headTimeout) }
      headTail = headTail << 8 | UInt32(byte)
      guard headTail == 0x0D0A_0D0A else { continue }  // "\r\n\r\n"
      headTimer?.cancel()
      headTimer = nil
      headTail = 0
      onRequestHead()
    }
  }

  private func armIdle(_ context: ChannelHandlerContext) {
    idleTimer?.cancel()
    idleTimer = close(context, in: idleTimeout)
  }

  private func close(_ context: ChannelHandlerContext, in delay: TimeAmount) -> Scheduled<Void> {
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    let hasClosed = hasClosed
    return context.eventLoop.scheduleTask(in: delay) {
      hasClosed.withLock { $0 = true }
      loopBound.value.close(promise: nil)
    }
  }

  private func cancelTimers() {
    idleTimer?.cancel()
    idleTimer = nil
    headTimer?.cancel()
    headTimer = nil
  }
}
