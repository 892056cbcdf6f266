import Hummingbird
import NIOCore

/// The context of each request the demo server answers: Hummingbird's basic one, plus the
/// client's address, by which the inspector's data is rate limited.
struct DemoRequestContext: RequestContext, RemoteAddressRequestContext {
  /// Hummingbird's per-request storage.
  var coreContext: CoreRequestContextStorage
  /// The address of the client that sent the request, if the connection knows it.
  let remoteAddress: SocketAddress?

  /// Creates the context of a request that arrived on `source`'s channel.
  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}
