import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
