import Foundation

/// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
/// Apple: `struct NSUserInterfaceItemIdentifier`
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
