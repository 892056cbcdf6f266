/// Which WebSocket upgrades the demo server accepts: same-origin ones from a page it served.
///
/// A browser sends the `Origin` of the page that opens a WebSocket, and any web site may try
/// to open one to a local server. The server accepts an upgrade only when `Origin` is
/// `http://` followed by the request's own `Host`, and that host names the loopback address
/// (`127.0.0.1`, `localhost` or `[::1]`, any port): a page of another site has another
/// origin, and a rebinding host name is not a loopback name.
///
/// ```swift
/// print(OriginPolicy.allows(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
/// // prints true
/// print(OriginPolicy.allows(origin: "https://evil.example", host: "127.0.0.1:8080"))
/// // prints false
/// ```
public enum OriginPolicy {
  private static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

  /// Whether an upgrade with these `Origin` and `Host` header values is accepted; a missing
  /// header is refused.
  public static func allows(origin: String?, host: String?) -> Bool {
    guard let origin, let host, !host.isEmpty else { return false }
    guard origin.lowercased() == "http://\(host.lowercased())" else { return false }
    return loopbackNames.contains(hostName(of: host.lowercased()))
  }

  /// Whether a request for the server's live data (the binding inspector's) is answered: its
  /// `Host` names the loopback address, so a page of a rebinding host name cannot read it, and
  /// its `Origin`, when the browser sends one (a cross-origin request), is the server's own.
  ///
  /// ```swift
  /// print(OriginPolicy.allowsRead(origin: nil, host: "127.0.0.1:8080"))  // prints true
  /// print(OriginPolicy.allowsRead(origin: nil, host: "rebind.example:8080"))  // prints false
  /// ```
  public static func allowsRead(origin: String?, host: String?) -> Bool {
    guard let host, loopbackNames.contains(hostName(of: host.lowercased())) else { return false }
    guard let origin else { return true }
    return allows(origin: origin, host: host)
  }

  private static func hostName(of host: String) -> String {
    if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
      return String(host[...end])
    }
    return String(host.split(separator: ":", maxSplits: 1).first ?? "")
  }
}
