import Foundation

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor
open class UISegmentedControl: UIControl {
  open var selectedSegmentIndex: Int = -1

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)
  public init(items: [Any]?) { super.init(frame: .zero) }
  /// Not used by the stand-in: it makes no views from archives.
  public required init?(coder: NSCoder) { return nil }
}
