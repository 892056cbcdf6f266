import Foundation

/// https://developer.apple.com/documentation/appkit/nssegmentedcontrol
@preconcurrency @MainActor
open class NSSegmentedControl: NSControl {
  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/segmentcount
  open var segmentCount: Int = 0
  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/selectedsegment
  open var selectedSegment: Int = -1

  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setlabel(_:forsegment:)
  open func setLabel(_ label: String, forSegment segment: Int) {}
}
