import Foundation

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// Implicitly unwrapped in Apple's declaration (`var view: UIView!`).
  open var view: UIView!
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
}
