import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  public enum EditingStyle: Int, @unchecked Sendable {
    case none = 0
    case delete = 1
    case insert = 2
  }

  open var reuseIdentifier: String? { storedReuseIdentifier }
  open var textLabel: UILabel? { storedTextLabel }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
  ///
  /// "Holds the secondary label of the cell if a style supporting a secondary label exists":
  /// `nil` for the default style.
  open var detailTextLabel: UILabel? { storedStyle == .default ? nil : storedDetailTextLabel }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
  open var isSelected: Bool = false
  private let storedReuseIdentifier: String?
  private let storedStyle: UITableViewCell.CellStyle
  private let storedTextLabel = UILabel()
  private let storedDetailTextLabel = UILabel()

  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    storedReuseIdentifier = reuseIdentifier
    storedStyle = style
    super.init(frame: .zero)
  }

  /// Not used by the stand-in: it makes no views from archives.
  public required init?(coder: NSCoder) { return nil }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  ///
  /// The stand-in table calls it when it hands out a cell again, as UIKit does ("If a
  /// UITableViewCell object is reusable ... the table view calls this method just before
  /// returning the object from the UITableView method dequeueReusableCell(withIdentifier:)").
  open func prepareForReuse() {}

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}
