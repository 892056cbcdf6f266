import Foundation

/// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
/// Apple: `struct NSUserInterfaceItemIdentifier`
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  /// No Apple page: searched
  /// developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/rawvalue
  public let rawValue: String
  /// No Apple page: searched
  /// developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No Apple page: searched
  /// developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(_:)
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
