import Foundation

/// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
/// Apple: `struct NSUserInterfaceItemIdentifier`
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  /// No Apple page: none among the stored developer.apple.com pages searched for it
  public let rawValue: String
  /// No Apple page: none among the stored developer.apple.com pages searched for it
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No Apple page: none among the stored developer.apple.com pages searched for it
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
