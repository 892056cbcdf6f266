import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
/// Apple: `@MainActor class UICollectionViewFlowLayout`
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
