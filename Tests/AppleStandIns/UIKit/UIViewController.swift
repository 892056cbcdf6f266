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

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  ///
  /// Weak in Apple's declaration; the stand-in's containers (`UINavigationController`) set it.
  open var parent: UIViewController? { parentForStandIn }
  /// Not Apple API: where the stand-in's containers record themselves as the parent.
  weak var parentForStandIn: UIViewController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  ///
  /// "The nearest ancestor in the view controller hierarchy that is a navigation controller."
  open var navigationController: UINavigationController? {
    var ancestor = parent
    while let controller = ancestor {
      if let navigation = controller as? UINavigationController { return navigation }
      ancestor = controller.parent
    }
    return nil
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { presented }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? { presenting }
  private var presented: UIViewController?
  private weak var presenting: UIViewController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  ///
  /// The stand-in shows `viewControllerToPresent` at once (``presentedViewController``), then
  /// calls `completion`. As in UIKit, a controller that already presents one presents no other
  /// (UIKit logs a warning and ignores the call).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presented == nil else { return }
    presented = viewControllerToPresent
    viewControllerToPresent.presenting = self
    completion?()
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  ///
  /// Dismisses the controller this one presents, or, if it presents none, this one from its
  /// presenter; then calls `completion`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented {
      self.presented = nil
      presented.presenting = nil
    } else if let presenting {
      presenting.presented = nil
      self.presenting = nil
    }
    completion?()
  }
}
