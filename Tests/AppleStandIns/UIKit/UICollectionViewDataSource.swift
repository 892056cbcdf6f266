import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
/// Apple: `@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`
///
/// Apple's optional (Objective-C) requirements are requirements marked `/* optional */` here,
/// with a default implementation that records that it ran, as `UITableViewDataSource`'s: the
/// stand-in collection view treats a method whose default ran as not implemented and does what
/// UIKit does then.
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
  /// Not Apple API: the default of an optional requirement. The stand-in collection view then
  /// has one section, as UIKit's: "If you don't implement this method, the collection view uses
  /// a default value of 1" (numberOfSections(in:)).
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    StandInOptionalMethods.recordDefault()
    return 1
  }
  /// Not Apple API: the default of an optional requirement. The stand-in collection view then
  /// lets the user move an item when the data source implements
  /// `collectionView(_:moveItemAt:to:)` (the page: "If you don't implement this method, but you
  /// do implement the collectionView(_:moveItemAt:to:) method", the items can move). The value
  /// returned here is not used by the view.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    StandInOptionalMethods.recordDefault()
    return false
  }
  /// Not Apple API: the default of an optional requirement (does nothing). The stand-in
  /// collection view then refuses every move, as UIKit: "If you don't implement this method, the
  /// collection view ignores any attempts to reorder items" (collectionView(_:moveItemAt:to:)).
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { StandInOptionalMethods.recordDefault() }
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
