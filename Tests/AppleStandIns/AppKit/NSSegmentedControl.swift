import Foundation

/// https://developer.apple.com/documentation/appkit/nssegmentedcontrol
/// Apple: `class NSSegmentedControl`
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSSegmentedControl: NSControl {
  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/segmentcount
  /// Apple: `var segmentCount: Int { get set }`
  open var segmentCount: Int = 0
  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/selectedsegment
  /// Apple: `var selectedSegment: Int { get set }`
  open var selectedSegment: Int = -1

  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setlabel(_:forsegment:)
  /// Apple: `func setLabel(_ label: String, forSegment segment: Int)`
  open func setLabel(_ label: String, forSegment segment: Int) {}

  /// Not Apple API: the user clicks segment `segment`, which becomes the selected one
  /// (https://developer.apple.com/documentation/appkit/nssegmentedcontrol/selectedsegment),
  /// and the control sends its action to its target with `sendAction(_:to:)`, as a control
  /// does when the user clicks it
  /// (https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)). A
  /// disabled control does not change. Reached only with `@_spi(StandIn) import AppKit`.
  @_spi(StandIn) public func simulateClick(segment: Int) {
    userManipulates { selectedSegment = segment }
  }
}
