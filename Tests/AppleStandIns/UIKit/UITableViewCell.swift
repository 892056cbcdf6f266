import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  open var reuseIdentifier: String? { storedReuseIdentifier }
  open var textLabel: UILabel? { storedTextLabel }
  private let storedReuseIdentifier: String?
  private let storedTextLabel = UILabel()

  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    storedReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {}
}
