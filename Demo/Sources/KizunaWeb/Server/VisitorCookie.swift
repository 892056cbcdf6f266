import Foundation

/// The cookie that tells the server which tabs belong to one browser: the demo issues it with
/// its pages, and the binding inspector shows a visitor the bindings of the tabs that carried
/// the same one.
///
/// The value is 128 random bits in hexadecimal, so it cannot be guessed; it is `HttpOnly` (the
/// page's scripts never see it) and `SameSite=Strict` (another site's page cannot send it).
///
/// ```swift
/// let issued = VisitorCookie.issue()
/// print(issued.setCookie.hasSuffix("; Path=/; HttpOnly; SameSite=Strict"))  // prints true
/// print(VisitorCookie.visitor(in: "a=b; kizuna-visitor=\(issued.visitor)") == issued.visitor)
/// // prints true
/// ```
enum VisitorCookie {
  /// The cookie's name.
  static let name = "kizuna-visitor"

  /// A new visitor id, and the `Set-Cookie` value that gives it to the browser.
  static func issue() -> (visitor: String, setCookie: String) {
    var generator = SystemRandomNumberGenerator()
    let visitor = (0..<2).map { _ in
      let text = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - text.count) + text
    }.joined()
    return (visitor, "\(name)=\(visitor); Path=/; HttpOnly; SameSite=Strict")
  }

  /// The visitor id in a `Cookie` header's value, if it holds a well-formed one.
  static func visitor(in cookieHeader: String?) -> String? {
    guard let cookieHeader else { return nil }
    for pair in cookieHeader.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else {
        continue
      }
      let value = parts[1].trimmingCharacters(in: .whitespaces)
      if value.utf8.count == 32, value.utf8.allSatisfy(Self.isLowercaseHexDigit) {
        return value
      }
    }
    return nil
  }

  private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
