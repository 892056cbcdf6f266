import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewcell
/// Apple: `@MainActor class UITableViewCell`
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  /// Apple: `enum CellStyle`
  public enum CellStyle: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
    /// Apple: `` case `default` ``
    case `default` = 0
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value1
    /// Apple: `case value1`
    case value1 = 1
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value2
    /// Apple: `case value2`
    case value2 = 2
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/subtitle
    /// Apple: `case subtitle`
    case subtitle = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  /// Apple: `enum EditingStyle`
  public enum EditingStyle: Int, @unchecked Sendable {
    /// No Apple page: searched
    /// developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/none
    case none = 0
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/delete
    /// Apple: `case delete`
    case delete = 1
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/insert
    /// Apple: `case insert`
    case insert = 2
  }

  /// No Apple page: searched
  /// developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  open var reuseIdentifier: String? { storedReuseIdentifier }
  /// No Apple page: searched developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  ///
  /// The stored article https://developer.apple.com/documentation/uikit/uitableviewcell-deprecated-symbols
  /// lists `var textLabel: UILabel?` among deprecated properties, with `detailTextLabel`, but
  /// prints no availability; without the page's version the stand-in declares no deprecation.
  open var textLabel: UILabel? { storedTextLabel }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
  /// Apple: `var detailTextLabel: UILabel? { get }`
  /// Apple availability: iOS 3.0.0 - 27.0.0, iPadOS 3.0.0 - 27.0.0, macCatalyst 13.1.0 - 27.0.0,
  /// tvOS -, visionOS 1.0.0 - 27.0.0
  ///
  /// "Holds the secondary label of the cell if a style supporting a secondary label exists":
  /// `nil` for the default style.
  @available(iOS, introduced: 3.0, deprecated: 27.0)
  open var detailTextLabel: UILabel? { storedStyle == .default ? nil : storedDetailTextLabel }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
  /// Apple: `var isSelected: Bool { get set }`
  open var isSelected: Bool = false
  private let storedReuseIdentifier: String?
  private let storedStyle: UITableViewCell.CellStyle
  private let storedTextLabel = UILabel()
  private let storedDetailTextLabel = UILabel()

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  /// Apple: `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    storedReuseIdentifier = reuseIdentifier
    storedStyle = style
    super.init(frame: .zero)
  }

  /// Not used by the stand-in: it makes no views from archives.
  /// No Apple page: searched developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) { return nil }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  /// Apple: `func prepareForReuse()`
  ///
  /// The stand-in table calls it when it hands out a cell again, as UIKit does ("If a
  /// UITableViewCell object is reusable ... the table view calls this method just before
  /// returning the object from the UITableView method dequeueReusableCell(withIdentifier:)").
  open func prepareForReuse() {}

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)
  /// Apple: `func setSelected(_ selected: Bool, animated: Bool)`
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}
