/// The reference counting of a shared signal: one connection to the upstream while at least
/// one observer is there.
///
/// The first observer creates a connection (a broadcaster and, once connected, the upstream
/// subscription); the last observer to leave ends it and disconnects. When the upstream ends,
/// the connection is dropped, so that a later observer starts a new one.
struct ShareStateMachine<Element: Sendable, Failure: Error>: Sendable, CustomStringConvertible {
  struct Connection: Sendable {
    let id: UInt64
    let broadcaster: Broadcaster<Element, Failure>
    var upstream: (any Disposable)?
    var observerCount = 0
  }

  enum Action: Sendable {
    /// Nothing to do.
    case none
    /// Subscribe the new observer to `broadcaster`; if `connect`, then subscribe the
    /// broadcaster to the upstream.
    case subscribe(Broadcaster<Element, Failure>, connection: UInt64, connect: Bool)
    /// Dispose this upstream subscription (disconnect).
    case disconnect(any Disposable)
  }

  let replay: Int
  private(set) var connection: Connection?
  private var nextID: UInt64 = 0

  init(replay: Int) {
    precondition(replay >= 0, "share(replay:): replay \(replay) is negative; use 0 or more")
    self.replay = replay
  }

  var description: String {
    guard let connection else { return "ShareStateMachine(disconnected)" }
    return
      "ShareStateMachine(connection: \(connection.id), observers: \(connection.observerCount), connected: \(connection.upstream != nil))"
  }

  mutating func observerArrived() -> Action {
    if connection == nil {
      nextID += 1
      let broadcaster = Broadcaster<Element, Failure>(
        replay: replay == 0 ? .none : .buffer([], limit: replay))
      connection = Connection(id: nextID, broadcaster: broadcaster, observerCount: 1)
      return .subscribe(broadcaster, connection: nextID, connect: true)
    }
    connection!.observerCount += 1
    return .subscribe(connection!.broadcaster, connection: connection!.id, connect: false)
  }

  /// The upstream subscription of connection `id` is ready.
  mutating func connected(_ id: UInt64, upstream: any Disposable) -> Action {
    guard connection?.id == id else { return .disconnect(upstream) }
    precondition(connection!.upstream == nil, "share: connection \(id) connected twice in \(self)")
    connection!.upstream = upstream
    return .none
  }

  /// An observer of connection `id` left.
  mutating func observerLeft(_ id: UInt64) -> Action {
    guard connection?.id == id else { return .none }
    precondition(
      connection!.observerCount > 0, "share: an observer left connection \(id) twice in \(self)")
    connection!.observerCount -= 1
    guard connection!.observerCount == 0 else { return .none }
    let upstream = connection!.upstream
    connection = nil
    return upstream.map { .disconnect($0) } ?? .none
  }

  /// The upstream of connection `id` ended.
  mutating func upstreamTerminated(_ id: UInt64) -> Action {
    guard connection?.id == id else { return .none }
    let upstream = connection!.upstream
    connection = nil
    return upstream.map { .disconnect($0) } ?? .none
  }
}
