import Foundation

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor
open class UISegmentedControl: UIControl {
  open var selectedSegmentIndex: Int = -1

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)
  public init(items: [Any]?) { super.init(frame: .zero) }
}
