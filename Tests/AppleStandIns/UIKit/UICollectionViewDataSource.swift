import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
/// Apple: `@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`
///
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  /// Apple: `func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection
  /// section: Int) -> Int`
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  /// Apple: `func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath:
  /// IndexPath) -> UICollectionViewCell`
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  /// Apple: `optional func numberOfSections(in collectionView: UICollectionView) -> Int`
  /* optional */ func numberOfSections(in collectionView: UICollectionView) -> Int
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
  /// Apple: `optional func collectionView(_ collectionView: UICollectionView, canMoveItemAt
  /// indexPath: IndexPath) -> Bool`
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
  /// Apple: `optional func collectionView(_ collectionView: UICollectionView, moveItemAt
  /// sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)`
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  /// Apple: `optional func collectionView(_ collectionView: UICollectionView,
  /// viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) ->
  /// UICollectionReusableView`
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// Not Apple API: the default of an optional requirement; UIKit then uses one section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Not Apple API: the default of an optional requirement; items do not move.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Not Apple API: the default of an optional requirement; moves are ignored.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// Not Apple API: the default of an optional requirement.
  ///
  /// A layout with supplementary views needs this method; UIKit raises when it is missing.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    preconditionFailure(
      "UICollectionView: the data source does not implement "
        + "collectionView(_:viewForSupplementaryElementOfKind:at:) for kind \(kind)")
  }
}
