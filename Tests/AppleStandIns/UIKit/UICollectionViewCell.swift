import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {}
