import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  public override init() { super.init() }
}
