import Foundation

/// https://developer.apple.com/documentation/appkit/nsviewcontroller
@preconcurrency @MainActor
open class NSViewController: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/title
  open var title: String?

  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }
}
