import Foundation

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/style
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, @unchecked Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  weak open var dataSource: (any UITableViewDataSource)?
  open var style: UITableView.Style { storedStyle }
  private let storedStyle: UITableView.Style

  public init(frame: CGRect, style: UITableView.Style) {
    storedStyle = style
    super.init(frame: frame)
  }

  open func reloadData() {}

  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  @available(iOS 11.0, *)
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {}

  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-9h0oc
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }
}
