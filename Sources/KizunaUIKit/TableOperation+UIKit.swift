#if canImport(UIKit) && !os(watchOS)
  internal import Foundation
  package import Kizuna
  package import UIKit

  extension UITableView {
    /// Performs one planned operation, with the animation `animation` gives it: what
    /// `TableViewBinding` and KizunaBondUIKit's table binding do inside a batch.
    ///
    /// - Parameters:
    ///   - operation: The operation.
    ///   - animation: The row animation of an insert, delete or reload.
    package func perform(
      _ operation: TableOperation, animation: (TableOperation) -> UITableView.RowAnimation
    ) {
      switch operation {
      case .insertSections(let sections):
        insertSections(IndexSet(sections), with: animation(operation))
      case .deleteSections(let sections):
        deleteSections(IndexSet(sections), with: animation(operation))
      case .reloadSections(let sections):
        reloadSections(IndexSet(sections), with: animation(operation))
      case .moveSection(let from, let to):
        moveSection(from, toSection: to)
      case .insertRows(let paths):
        insertRows(at: paths.map(\.indexPath), with: animation(operation))
      case .deleteRows(let paths):
        deleteRows(at: paths.map(\.indexPath), with: animation(operation))
      case .reloadRows(let paths):
        reloadRows(at: paths.map(\.indexPath), with: animation(operation))
      case .moveRow(let from, let to):
        moveRow(at: from.indexPath, to: to.indexPath)
      }
    }
  }

  extension UICollectionView {
    /// Performs one planned operation: what `CollectionViewBinding` and KizunaBondUIKit's
    /// collection binding do inside a batch (collection views do not animate by kind).
    ///
    /// - Parameter operation: The operation.
    package func perform(_ operation: TableOperation) {
      switch operation {
      case .insertSections(let sections): insertSections(IndexSet(sections))
      case .deleteSections(let sections): deleteSections(IndexSet(sections))
      case .reloadSections(let sections): reloadSections(IndexSet(sections))
      case .moveSection(let from, let to): moveSection(from, toSection: to)
      case .insertRows(let paths): insertItems(at: paths.map(\.collectionIndexPath))
      case .deleteRows(let paths): deleteItems(at: paths.map(\.collectionIndexPath))
      case .reloadRows(let paths): reloadItems(at: paths.map(\.collectionIndexPath))
      case .moveRow(let from, let to):
        moveItem(at: from.collectionIndexPath, to: to.collectionIndexPath)
      }
    }
  }
#endif
