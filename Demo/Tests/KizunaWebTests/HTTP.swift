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
    upgrade: Bool = false, visitor: String? = nil
  ) async throws -> Response {
    var lines = ["\(method) \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"]
    if let origin { lines.append("Origin: \(origin)") }
    if let visitor { lines.append("Cookie: kizuna-visitor=\(visitor)") }
    if upgrade {
      lines += [
        "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
      ]
    } else {
      lines.append("Connection: close")
    }
    let request = lines.joined(separator: "\r\n") + "\r\n\r\n"
    let received = try await RawWebSocket.run { try exchange(request, port: port, toEnd: !upgrade) }
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
    let fd: Int32
    do { fd = try RawWebSocket.connect(port: port) } catch { throw Failure.connect }
    defer { close(fd) }
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
