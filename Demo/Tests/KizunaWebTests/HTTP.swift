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
  }

  enum Failure: Error { case connect, malformed(String) }

  static func get(
    port: Int, path: String, host: String? = nil, origin: String? = nil, upgrade: Bool = false
  ) async throws -> Response {
    var lines = ["GET \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"]
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
    let head: String = try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try exchange(request, port: port) })
      }
    }
    let statusLine = head.split(separator: "\r\n").first ?? ""
    let parts = statusLine.split(separator: " ")
    guard parts.count >= 2, let status = Int(parts[1]) else { throw Failure.malformed(head) }
    return Response(status: status, head: head)
  }

  /// Sends `request` and reads until the end of the response head.
  private static func exchange(_ request: String, port: Int) throws -> String {
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
    while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }
}
