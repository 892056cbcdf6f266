import NIOCore
import NIOWebSocket

/// Closes a WebSocket connection whose client sends an unmasked frame, with code 1002
/// (protocol error), as RFC 6455 section 5.1 requires of a server.
///
/// The session puts it right after the frame decoder when its handler starts, before it
/// sends the page's first message; the unmasked frame is never passed on. Frames a client
/// sends in the instant between the upgrade and that moment are decoded without the check
/// (hummingbird-websocket offers no hook inside the upgrade itself).
final class MaskedFrameRequirement: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = WebSocketFrame
  typealias InboundOut = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  private var isClosing = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isClosing else { return }
    let frame = unwrapInboundIn(data)
    guard frame.maskKey != nil else {
      isClosing = true
      var payload = context.channel.allocator.buffer(capacity: 2)
      payload.write(webSocketErrorCode: .protocolError)
      let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
      let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
      context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in
        loopBound.value.close(promise: nil)
      }
      return
    }
    context.fireChannelRead(data)
  }

  /// Adds the requirement to `channel`'s pipeline, after the WebSocket frame decoder.
  static func install(on channel: any Channel) async throws {
    try await channel.eventLoop.submit {
      let pipeline = channel.pipeline.syncOperations
      let decoder = try pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
      try pipeline.addHandler(MaskedFrameRequirement(), position: .after(decoder))
    }.get()
  }
}
