/// The reference counting of a shared signal: one connection to the upstream while at least
/// one observer is there.
///
/// The first observer creates a connection (a broadcaster and, once connected, the upstream
/// subscription); the last observer to leave ends it and disconnects. When the upstream ends,
/// the connection is dropped, so that a later observer starts a new one.
@usableFromInline
struct ShareStateMachine<Element: Sendable, Failure: Error>: Sendable, CustomStringConvertible {
  @usableFromInline struct Connection: Sendable {
    @usableFromInline let id: UInt64
    @usableFromInline let broadcaster: Broadcaster<Element, Failure>
    @usableFromInline var upstream: (any Disposable)?
    @usableFromInline var observerCount = 0

    @inlinable
    init(id: UInt64, broadcaster: Broadcaster<Element, Failure>, observerCount: Int) {
      self.id = id
      self.broadcaster = broadcaster
      self.observerCount = observerCount
    }
  }

  @usableFromInline enum Action: Sendable {
    /// Nothing to do.
    case none
    /// Subscribe the new observer to `broadcaster`; if `connect`, then subscribe the
    /// broadcaster to the upstream.
    case subscribe(Broadcaster<Element, Failure>, connection: UInt64, connect: Bool)
    /// Dispose this upstream subscription (disconnect).
    case disconnect(any Disposable)
  }

  @usableFromInline let replay: Int
  @usableFromInline var connection: Connection?
  @usableFromInline var nextID: UInt64 = 0

  @inlinable init(replay: Int) {
    precondition(replay >= 0, "share(replay:): replay \(replay) is negative; use 0 or more")
    self.replay = replay
  }

  @inlinable var description: String {
    guard let connection else { return "ShareStateMachine(disconnected)" }
    return
      "ShareStateMachine(connection: \(connection.id), observers: \(connection.observerCount), connected: \(connection.upstream != nil))"
  }

  @inlinable mutating func observerArrived() -> Action {
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
  @inlinable mutating func connected(_ id: UInt64, upstream: any Disposable) -> Action {
    guard connection?.id == id else { return .disconnect(upstream) }
    precondition(connection!.upstream == nil, "share: connection \(id) connected twice in \(self)")
    connection!.upstream = upstream
    return .none
  }

  /// An observer of connection `id` left.
  @inlinable mutating func observerLeft(_ id: UInt64) -> Action {
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
  @inlinable mutating func upstreamTerminated(_ id: UInt64) -> Action {
    guard connection?.id == id else { return .none }
    let upstream = connection!.upstream
    connection = nil
    return upstream.map { .disconnect($0) } ?? .none
  }
}
