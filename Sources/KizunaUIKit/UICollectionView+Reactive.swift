#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UICollectionView {
    /// Dequeues a reusable cell, as `dequeueReusableCell(withReuseIdentifier:for:)`, and ends
    /// the bindings of the item it showed before: its ``Kizuna/ReactiveStorage/reuseBag`` is
    /// emptied, so that old bindings never fire into the recycled cell. As with UIKit's method,
    /// the identifier must be registered first (`register(_:forCellWithReuseIdentifier:)`);
    /// UIKit raises an exception otherwise.
    ///
    /// ```swift
    /// let cell = collectionView.reactive.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    /// photo.caption.observeNext { cell.accessibilityLabel = $0 }.dispose(in: cell.reactive.reuseBag)
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier the cell class was registered with.
    ///   - indexPath: The item the cell will show.
    /// - Returns: A cell whose reuse bag is empty.
    public func dequeueReusableCell(
      withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = base.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
      cell.reactive.prepareForReuse()
      return cell
    }
  }
#endif
