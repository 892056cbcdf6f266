import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
/// Apple: `@MainActor class UICollectionReusableView`
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  /// Apple: `var reuseIdentifier: String? { get }`
  open var reuseIdentifier: String? { storedReuseIdentifier }
  /// Set by the stand-in collection view when it makes the cell (UIKit sets it the same way).
  var storedReuseIdentifier: String?

  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  /// Apple: `func prepareForReuse()`
  ///
  /// The stand-in collection view calls it before handing a cell out again, as UIKit does.
  open func prepareForReuse() {}
}
