import Foundation

/// https://developer.apple.com/documentation/appkit/nsnib
/// Apple: `class NSNib`
///
/// Not main-actor isolated: Apple's page prints no `@MainActor`.
open class NSNib: NSObject {
  /// https://developer.apple.com/documentation/appkit/nsnib/name
  /// Apple: `typealias Name = String`
  public typealias Name = String
}
