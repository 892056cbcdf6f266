import Foundation

/// https://developer.apple.com/documentation/appkit/nsnib
@preconcurrency @MainActor
open class NSNib: NSObject {
  /// https://developer.apple.com/documentation/appkit/nsnib/name
  public typealias Name = String
}
