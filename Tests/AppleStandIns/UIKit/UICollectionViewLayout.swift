import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
/// Apple: `@MainActor class UICollectionViewLayout`
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  /// Apple: `init()`
  public override init() { super.init() }
}
