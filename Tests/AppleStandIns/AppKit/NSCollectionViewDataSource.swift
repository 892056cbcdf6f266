import Foundation

/// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource
///
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
@preconcurrency @MainActor
public protocol NSCollectionViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(
    _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:itemforrepresentedobjectat:)
  func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem
  /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/numberofsections(in:)
  /* optional */ func numberOfSections(in collectionView: NSCollectionView) -> Int
}

extension NSCollectionViewDataSource {
  public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }
}
