import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
/// Apple: `@MainActor class UICollectionViewCell`
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {}
