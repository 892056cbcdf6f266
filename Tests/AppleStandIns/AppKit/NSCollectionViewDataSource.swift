import Foundation

/// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource
/// Apple: `protocol NSCollectionViewDataSource : NSObjectProtocol`
///
/// As in Apple's declaration, the protocol is not main-actor isolated; its requirements are.
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
public protocol NSCollectionViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  /// Apple: `@MainActor func collectionView(_ collectionView: NSCollectionView,
  /// numberOfItemsInSection section: Int) -> Int`
  @preconcurrency @MainActor
  func collectionView(
    _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:itemforrepresentedobjectat:)
  /// Apple: `@MainActor func collectionView(_ collectionView: NSCollectionView,
  /// itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem`
  @preconcurrency @MainActor
  func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem
  /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/numberofsections(in:)
  /// Apple: `@MainActor optional func numberOfSections(in collectionView: NSCollectionView)
  /// -> Int`
  @preconcurrency @MainActor
  /* optional */ func numberOfSections(in collectionView: NSCollectionView) -> Int
}

extension NSCollectionViewDataSource {
  /// Not Apple API: the default that models the optional requirement (one section, as
  /// Apple's page says of a data source that does not implement it).
  @preconcurrency @MainActor
  public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }
}
