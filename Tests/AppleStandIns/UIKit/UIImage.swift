import Foundation

/// https://developer.apple.com/documentation/uikit/uiimage (only as a parameter type here).
open class UIImage: NSObject {
  public override init() { super.init() }
}
