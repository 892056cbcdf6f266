import Foundation

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// Apple: `@MainActor class UIViewController`
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  /// Apple: `var view: UIView! { get set }`
  ///
  /// Implicitly unwrapped in Apple's declaration.
  open var view: UIView!
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  /// Apple: `var title: String? { get set }`
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// No Apple page: searched developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// `init()`, which a view controller inherits from `NSObject` in Objective-C, where it calls
  /// `init(nibName:bundle:)` with no nib; a convenience initializer here, so that it goes
  /// through a subclass's `init(nibName:bundle:)` as in UIKit.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// Apple: `init()`
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  /// Apple: `func viewDidLoad()`
  open func viewDidLoad() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  /// Apple: `weak var parent: UIViewController? { get }`
  ///
  /// The stand-in's containers (`UINavigationController`) set it, weakly.
  weak open var parent: UIViewController? { parentForStandIn }
  /// Not Apple API: where the stand-in's containers record themselves as the parent.
  weak var parentForStandIn: UIViewController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  /// Apple: `var navigationController: UINavigationController? { get }`
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
  /// Apple: `var presentedViewController: UIViewController? { get }`
  open var presentedViewController: UIViewController? { presented }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  /// Apple: `var presentingViewController: UIViewController? { get }`
  open var presentingViewController: UIViewController? { presenting }
  private var presented: UIViewController?
  private weak var presenting: UIViewController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// Apple: `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
  /// completion: (() -> Void)? = nil)`
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
  /// Apple: `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
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
