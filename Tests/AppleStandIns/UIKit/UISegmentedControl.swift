import Foundation

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
/// Apple: `@MainActor class UISegmentedControl`
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment
  /// Apple: `class var noSegment: Int { get }`
  public class var noSegment: Int { -1 }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
  /// Apple: `var selectedSegmentIndex: Int { get set }`
  ///
  /// `noSegment` until a segment is selected.
  open var selectedSegmentIndex: Int = UISegmentedControl.noSegment

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)
  /// Apple: `init(items: [Any]?)`
  public init(items: [Any]?) { super.init(frame: .zero) }
  /// Not used by the stand-in: it makes no views from archives.
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(coder:)
  /// Apple: `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) { return nil }
}
