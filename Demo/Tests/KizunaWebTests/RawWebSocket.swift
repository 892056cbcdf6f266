import Foundation
import KizunaWeb

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A WebSocket client written on a bare socket, for the clients a browser never is: one that
/// stops reading, sends unmasked frames or invalid UTF-8, or floods. Every call blocks, so
/// tests make them through ``run(_:)``, on a thread of their own.
final class RawWebSocket: @unchecked Sendable {
  // Safety: used by one test at a time, one blocking call at a time (through `run`).
  enum Failure: Error { case connect, handshake(String), closed, timedOut }

  /// A frame from the server.
  struct Frame {
    var opcode: UInt8
    var payload: [UInt8]
    var text: String { String(decoding: payload, as: UTF8.self) }
    /// The status code of a close frame.
    var closeCode: Int? {
      opcode == 0x8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil
    }
  }

  let fd: Int32
  private var buffered: [UInt8] = []

  /// Connects to `path` on the loopback port, as a page of that server would.
  ///
  /// - Parameters:
  ///   - receiveBuffer: The socket's receive buffer in bytes (small for a client that stops
  ///     reading, so the server feels it soon), or nil for the system's.
  ///   - visitor: The `kizuna-visitor` cookie to send, as the page's browser would.
  init(port: Int, path: String, receiveBuffer: Int? = nil, visitor: String? = nil) throws {
    fd = try Self.connect(port: port, receiveBuffer: receiveBuffer)
    let request =
      ([
        "GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Origin: http://127.0.0.1:\(port)",
        "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
      ] + (visitor.map { ["Cookie: kizuna-visitor=\($0)"] } ?? []))
      .joined(separator: "\r\n") + "\r\n\r\n"
    try write(Array(request.utf8))
    var head: [UInt8] = []
    while true {
      if let end = Self.endOfHead(in: buffered) {
        head = Array(buffered[..<end])
        buffered.removeFirst(end)
        break
      }
      try fill()
    }
    let text = String(decoding: head, as: UTF8.self)
    guard text.hasPrefix("HTTP/1.1 101") else { throw Failure.handshake(text) }
  }

  deinit { close(fd) }

  /// Runs blocking `work` on a thread of its own.
  static func run<Result: Sendable>(
    _ work: @escaping @Sendable () throws -> Result
  ) async throws
    -> Result
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Swift.Result { try work() }) }
    }
  }

  /// Sends one frame; `masked: false` breaks the rule that a client masks every frame.
  func send(opcode: UInt8 = 0x1, _ payload: [UInt8], masked: Bool = true) throws {
    var frame: [UInt8] = [0x80 | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    switch payload.count {
    case ..<126: frame.append(maskBit | UInt8(payload.count))
    case ..<65536:
      frame.append(maskBit | 126)
      frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
    default:
      frame.append(maskBit | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xff) }
    }
    if masked {
      let key: [UInt8] = [0x12, 0x34, 0x56, 0x78]
      frame += key
      frame += payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    } else {
      frame += payload
    }
    try write(frame)
  }

  /// Sends `text` as one masked text frame.
  func send(text: String) throws { try send(Array(text.utf8)) }

  /// Reads the next data or close frame (pings are skipped); fails after `timeout` seconds.
  func next(timeout: Int = 30) throws -> Frame {
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    while true {
      try need(2)
      let opcode = buffered[0] & 0x0f
      var length = Int(buffered[1] & 0x7f)
      var headerSize = 2
      if length == 126 {
        try need(4)
        length = Int(buffered[2]) << 8 | Int(buffered[3])
        headerSize = 4
      } else if length == 127 {
        try need(10)
        length = (2..<10).reduce(0) { $0 << 8 | Int(buffered[$1]) }
        headerSize = 10
      }
      try need(headerSize + length)
      let payload = Array(buffered[headerSize..<headerSize + length])
      buffered.removeFirst(headerSize + length)
      if opcode == 0x9 || opcode == 0xA { continue }
      return Frame(opcode: opcode, payload: payload)
    }
  }

  /// Reads frames until the server's close frame, and returns it.
  func closeFrame(timeout: Int = 30) throws -> Frame {
    while true {
      let frame = try next(timeout: timeout)
      if frame.opcode == 0x8 { return frame }
    }
  }

  /// Reads the next server message.
  func message(timeout: Int = 30) throws -> ServerMessage {
    let frame = try next(timeout: timeout)
    guard frame.opcode == 0x1 else { throw Failure.closed }
    return try JSONDecoder().decode(ServerMessage.self, from: Data(frame.payload))
  }

  /// Whether the server closed the connection: reads until the end of the stream or `timeout`
  /// seconds without a byte.
  func readsToEnd(timeout: Int = 30) -> Bool {
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count == 0 { return true }
      if count < 0 { return errno == ECONNRESET }
    }
  }

  /// Writes all of `bytes`.
  func write(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        systemSend(fd, $0.baseAddress! + sent, $0.count - sent, noSignal)
      }
      guard count > 0 else { throw Failure.closed }
      sent += count
    }
  }

  private func need(_ count: Int) throws {
    while buffered.count < count { try fill() }
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { throw Failure.timedOut }
    guard count > 0 else { throw Failure.closed }
    buffered += chunk[0..<count]
  }

  private static func endOfHead(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index..<index + 4].elementsEqual([13, 10, 13, 10]) {
      return index + 4
    }
    return nil
  }

  /// A connected TCP socket to the loopback port.
  static func connect(port: Int, receiveBuffer: Int? = nil) throws -> Int32 {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Failure.connect }
    if var size = receiveBuffer.map(Int32.init) {
      setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw Failure.connect
    }
    return fd
  }
}

#if canImport(Glibc)
  private let systemSend = Glibc.send
  private let systemConnect = Glibc.connect
  private let noSignal = Int32(MSG_NOSIGNAL)
#else
  private let systemSend = Darwin.send
  private let systemConnect = Darwin.connect
  private let noSignal: Int32 = 0
#endif

/// Polls `condition` every 50 ms until it holds or `seconds` pass; returns whether it held.
func eventually(within seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(50))
  }
  return condition()
}
