import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
