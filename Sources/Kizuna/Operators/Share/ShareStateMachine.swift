/// The reference counting of a shared signal: one connection to the upstream while at least
/// one observer is there.
///
/// The first observer creates a connection (a broadcaster and, once connected, the upstream
/// subscription); the last observer to leave ends it and disconnects. When the upstream ends,
/// the connection is dropped, so that a later observer starts a new one.
///
/// States: `disconnected` → (first observer) `connecting` → (the upstream's `observe`
/// returned) `connected`; the last observer leaving, or the upstream ending, goes back to
/// `disconnected`. Reports about an older connection are ignored.
@usableFromInline
struct ShareStateMachine<Element: Sendable, Failure: Error>: Sendable, CustomStringConvertible {
  /// One connection: its ID, its broadcaster and how many observers it has.
  @usableFromInline struct Connection: Sendable {
    @usableFromInline let id: UInt64
    @usableFromInline let broadcaster: Broadcaster<Element, Failure>
    @usableFromInline var observerCount: Int

    @inlinable
    init(id: UInt64, broadcaster: Broadcaster<Element, Failure>, observerCount: Int) {
      self.id = id
      self.broadcaster = broadcaster
      self.observerCount = observerCount
    }
  }

  /// Where the sharing stands; each case holds what it owns.
  @usableFromInline enum State: Sendable {
    /// No observer, no upstream. `lastID` is the last connection's, so that a late report
    /// from it is ignored.
    case disconnected(lastID: UInt64)
    /// The first observer arrived; the upstream's `observe` has not returned yet.
    case connecting(Connection)
    /// The upstream is observed through `upstream`.
    case connected(Connection, upstream: any Disposable)
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
  @usableFromInline var state: State = .disconnected(lastID: 0)

  @inlinable init(replay: Int) {
    precondition(replay >= 0, "share(replay:): replay \(replay) is negative; use 0 or more")
    self.replay = replay
  }

  @inlinable var description: String {
    switch state {
    case .disconnected(let lastID): "ShareStateMachine(disconnected, last: \(lastID))"
    case .connecting(let connection):
      "ShareStateMachine(connecting: \(connection.id), observers: \(connection.observerCount))"
    case .connected(let connection, _):
      "ShareStateMachine(connected: \(connection.id), observers: \(connection.observerCount))"
    }
  }

  /// The connection, if there is one.
  @inlinable var connection: Connection? {
    switch state {
    case .disconnected: nil
    case .connecting(let connection), .connected(let connection, _): connection
    }
  }

  @inlinable mutating func observerArrived() -> Action {
    switch state {
    case .disconnected(let lastID):
      let broadcaster = Broadcaster<Element, Failure>(
        replay: replay == 0 ? .none : .buffer([], limit: replay))
      state = .connecting(
        Connection(id: lastID &+ 1, broadcaster: broadcaster, observerCount: 1))
      return .subscribe(broadcaster, connection: lastID &+ 1, connect: true)
    case .connecting(var connection):
      connection.observerCount += 1
      state = .connecting(connection)
      return .subscribe(connection.broadcaster, connection: connection.id, connect: false)
    case .connected(var connection, let upstream):
      connection.observerCount += 1
      state = .connected(connection, upstream: upstream)
      return .subscribe(connection.broadcaster, connection: connection.id, connect: false)
    }
  }

  /// The upstream subscription of connection `id` is ready.
  @inlinable mutating func connected(_ id: UInt64, upstream: any Disposable) -> Action {
    switch state {
    case .connecting(let connection) where connection.id == id:
      state = .connected(connection, upstream: upstream)
      return .none
    case .connected(let connection, _) where connection.id == id:
      preconditionFailure("share: connection \(id) connected twice in \(self)")
    case .disconnected, .connecting, .connected:
      return .disconnect(upstream)  // the connection ended before its upstream was stored
    }
  }

  /// An observer of connection `id` left.
  @inlinable mutating func observerLeft(_ id: UInt64) -> Action {
    switch state {
    case .connecting(var connection) where connection.id == id:
      precondition(
        connection.observerCount > 0, "share: an observer left connection \(id) twice in \(self)")
      connection.observerCount -= 1
      state =
        connection.observerCount == 0 ? .disconnected(lastID: id) : .connecting(connection)
      return .none
    case .connected(var connection, let upstream) where connection.id == id:
      precondition(
        connection.observerCount > 0, "share: an observer left connection \(id) twice in \(self)")
      connection.observerCount -= 1
      guard connection.observerCount == 0 else {
        state = .connected(connection, upstream: upstream)
        return .none
      }
      state = .disconnected(lastID: id)
      return .disconnect(upstream)
    case .disconnected, .connecting, .connected:
      return .none  // an observer of an ended connection
    }
  }

  /// The upstream of connection `id` ended.
  @inlinable mutating func upstreamTerminated(_ id: UInt64) -> Action {
    switch state {
    case .connecting(let connection) where connection.id == id:
      state = .disconnected(lastID: id)
      return .none
    case .connected(let connection, let upstream) where connection.id == id:
      state = .disconnected(lastID: id)
      return .disconnect(upstream)
    case .disconnected, .connecting, .connected:
      return .none
    }
  }
}
