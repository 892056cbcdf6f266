import Foundation

/// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor
open class NSResponder: NSObject {
  public override init() { super.init() }
}
