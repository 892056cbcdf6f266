import Foundation

/// https://developer.apple.com/documentation/appkit/nsviewcontroller
/// Apple: `class NSViewController`
///
/// Main-actor isolated through its superclass `NSResponder`.
open class NSViewController: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/title
  /// Apple: `var title: String? { get set }`
  open var title: String?

  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
  /// Apple: `init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?)`
  public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// No Apple page: searched developer.apple.com/documentation/appkit/nsviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }
}
