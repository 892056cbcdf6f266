import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A raw HTTP/1.1 client for the few requests a browser makes that tests must shape by hand
/// (an upgrade with a forged `Origin`). Blocking socket calls run on their own thread.
enum HTTP {
  struct Response: Sendable {
    var status: Int
    var head: String
    /// What followed the head, read to the end of the connection (empty for an upgrade).
    var body: String

    /// The value of the header field `name` (case-insensitive), if present.
    func header(_ name: String) -> String? {
      for line in head.split(separator: "\r\n").dropFirst() {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == name.lowercased() {
          return parts[1].trimmingCharacters(in: .whitespaces)
        }
      }
      return nil
    }
  }

  enum Failure: Error { case connect, malformed(String) }

  static func get(
    port: Int, path: String, method: String = "GET", host: String? = nil, origin: String? = nil,
    upgrade: Bool = false
  ) async throws -> Response {
    var lines = ["\(method) \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"]
    if let origin { lines.append("Origin: \(origin)") }
    if upgrade {
      lines += [
        "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
      ]
    } else {
      lines.append("Connection: close")
    }
    let request = lines.joined(separator: "\r\n") + "\r\n\r\n"
    let received: String = try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try exchange(request, port: port, toEnd: !upgrade) })
      }
    }
    let parts = received.components(separatedBy: "\r\n\r\n")
    let head = parts[0]
    let body = parts.dropFirst().joined(separator: "\r\n\r\n")
    let statusLine = head.split(separator: "\r\n").first ?? ""
    let fields = statusLine.split(separator: " ")
    guard fields.count >= 2, let status = Int(fields[1]) else { throw Failure.malformed(head) }
    return Response(status: status, head: head, body: body)
  }

  /// Sends `request` and reads until the end of the response head, or with `toEnd` until the
  /// server closes the connection.
  private static func exchange(_ request: String, port: Int, toEnd: Bool) throws -> String {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Failure.connect }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure.connect }
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while toEnd || !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }
}
