import Foundation
import KizunaTestSupport
import Logging
import Testing

@testable import KizunaWeb

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's connections are bounded: a request head must arrive whole within its deadline
/// however steadily it trickles, and past the cap on open connections the oldest ones that have
/// not completed a request head make room for new ones before anyone is refused.
@Suite(.hangGuard) struct ConnectionLimitsTests {
  @Test func aRequestHeadTrickledPastItsDeadlineIsClosed() async throws {
    // The idle timer alone never fires: a byte comes every 100 ms.
    let limits = SessionLimits.with { $0.requestHeadTimeout = .seconds(1) }
    try await withLiveServer(limits: limits) { port in
      let closed = try await RawWebSocket.run {
        try Self.trickle(port: port, bytes: 300, every: .milliseconds(100))
      }
      #expect(closed, "a head trickled for 30 seconds was still open")
      // A whole request on a fresh connection is still answered.
      #expect(try await HTTP.get(port: port, path: "/").status == 200)
    }
  }

  @Test func connectionsThatHaveNotCompletedARequestMakeRoomForAVisitor() async throws {
    let limits = SessionLimits.with { $0.maximumConnections = 16 }
    try await withLiveServer(limits: limits) { port in
      // Four times the cap, each with a request head started and never finished.
      let held = try await RawWebSocket.run {
        try (0..<64).map { _ in try Self.startHead(port: port) }
      }
      defer { for fd in held { close(fd) } }
      // The visitor gets the page and a live session at once.
      #expect(try await HTTP.get(port: port, path: "/").status == 200)
      try await withTab(port: port, screen: "counter") { tab in
        let initial = try await tab.next()
        #expect(initial.changes?.isEmpty == false)
      }
      // The oldest of the held connections were closed to make room, the newest kept.
      let open = try await RawWebSocket.run { held.filter { !Self.isClosed($0) }.count }
      #expect(open < limits.maximumConnections)
      #expect(open > 0)
    }
  }

  @Test func atTheCapANewConnectionIsRefusedOnlyWhenEveryOpenOneHasCompletedARequest()
    async throws
  {
    let limits = SessionLimits.with { $0.maximumConnections = 4 }
    let messages = LockedMessages()
    let logger = Logger(label: "capture") { _ in CapturingLogHandler(messages: messages) }
    try await withLiveServer(limits: limits, logger: logger) { port in
      let kept = try await RawWebSocket.run {
        try (0..<4).map { _ in try Self.completeARequestAndStay(port: port) }
      }
      defer { for fd in kept { close(fd) } }
      let refused = try await RawWebSocket.run {
        let fd = try RawWebSocket.connect(port: port)
        defer { close(fd) }
        return Self.isClosed(fd, waiting: 10)
      }
      #expect(refused)
      #expect(messages.all.contains { $0.contains("at the cap of 4 connections") })
      #expect(messages.all.filter { $0.hasPrefix("error:") }.isEmpty, "\(messages.all)")
      let stillOpen = try await RawWebSocket.run { kept.filter { !Self.isClosed($0) }.count }
      #expect(stillOpen == 4)
      // The server goes on: once a connection leaves, the next one is served.
      shutdown(kept[0], Int32(SHUT_RDWR))
      var status = 0
      for _ in 0..<300 where status != 200 {
        status = (try? await HTTP.get(port: port, path: "/").status) ?? 0
        if status != 200 { try await Task.sleep(for: .milliseconds(100)) }
      }
      #expect(status == 200)
    }
  }

  @Test func theRosterEvictsTheOldestConnectionWithoutARequestHead() {
    let roster = ConnectionRoster<String>(capacity: 3)
    #expect(Self.id(roster.admit("a")) == 1)
    #expect(Self.id(roster.admit("b")) == 2)
    #expect(Self.id(roster.admit("c")) == 3)
    roster.didCompleteRequestHead(1)
    // Full: "a" has completed a head, so "b" is the oldest that makes room.
    guard case .admitted(4, "b") = roster.admit("d") else {
      Issue.record("d did not take b's place")
      return
    }
    guard case .admitted(5, "c") = roster.admit("e") else {
      Issue.record("e did not take c's place")
      return
    }
    roster.didCompleteRequestHead(4)
    roster.didCompleteRequestHead(5)
    guard case .refused = roster.admit("f") else {
      Issue.record("f was admitted past the cap with no connection to evict")
      return
    }
    roster.remove(1)
    #expect(roster.count == 2)
    guard case .admitted(6, nil) = roster.admit("g") else {
      Issue.record("g was not admitted into the room a closed connection left")
      return
    }
  }

  static func id(_ admission: ConnectionRoster<String>.Admission) -> Int? {
    guard case .admitted(let id, nil) = admission else { return nil }
    return id
  }

  /// Sends a request head one byte every `interval`, for at most `bytes` bytes, never ending
  /// it: whether the server closed the connection meanwhile.
  static func trickle(port: Int, bytes: Int, every interval: Duration) throws -> Bool {
    let fd = try RawWebSocket.connect(port: port)
    defer { close(fd) }
    let head = Array(
      ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + String(repeating: "a", count: bytes))
        .utf8)
    var time = timeval(tv_sec: 0, tv_usec: Int(interval.components.attoseconds / 1_000_000_000_000))
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var chunk = [UInt8](repeating: 0, count: 1024)
    for byte in head {
      var one = byte
      guard send(fd, &one, 1, Int32(MSG_NOSIGNAL)) == 1 else { return true }
      // Waits `interval` for the server to close (recv returns 0), else goes on.
      let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if received == 0 || (received < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
        return true
      }
    }
    return false
  }

  /// A connection with half a request head sent.
  static func startHead(port: Int) throws -> Int32 {
    let fd = try RawWebSocket.connect(port: port)
    let half = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
    _ = half.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    return fd
  }

  /// A keep-alive connection that has had one whole request answered.
  static func completeARequestAndStay(port: Int) throws -> Int32 {
    let fd = try RawWebSocket.connect(port: port)
    let request = Array("GET /favicon.ico HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    var chunk = [UInt8](repeating: 0, count: 1024)
    _ = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    return fd
  }

  /// Whether the server has closed `fd`: its end of the stream (or a reset, when it closed
  /// with bytes unread) arrives within `seconds`.
  static func isClosed(_ fd: Int32, waiting seconds: Int = 0) -> Bool {
    var time = timeval(tv_sec: seconds, tv_usec: seconds == 0 ? 200_000 : 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var chunk = [UInt8](repeating: 0, count: 1024)
    let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    return received == 0 || (received < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
  }
}
