import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout: NSObject {
  public override init() { super.init() }
}
