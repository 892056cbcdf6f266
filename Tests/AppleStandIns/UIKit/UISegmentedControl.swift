import Foundation

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment
  public class var noSegment: Int { -1 }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
  /// (`noSegment` until a segment is selected).
  open var selectedSegmentIndex: Int = UISegmentedControl.noSegment

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)
  public init(items: [Any]?) { super.init(frame: .zero) }
  /// Not used by the stand-in: it makes no views from archives.
  public required init?(coder: NSCoder) { return nil }
}
