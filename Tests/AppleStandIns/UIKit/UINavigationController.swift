import Foundation

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// Apple: `@MainActor class UINavigationController`
@MainActor
open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  /// Apple: `var viewControllers: [UIViewController] { get set }`
  open var viewControllers: [UIViewController] = [] {
    didSet { adoptChildren() }
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  /// Apple: `var topViewController: UIViewController? { get }`
  open var topViewController: UIViewController? { viewControllers.last }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  /// Apple: `init(rootViewController: UIViewController)`
  ///
  /// A designated initializer, as in UIKit's header (`NS_DESIGNATED_INITIALIZER`), so that a
  /// subclass can call `super.init(rootViewController:)`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    adoptChildren()  // an initializer's own assignment does not call `didSet`
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
  /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  ///
  /// An empty navigation stack (the stand-in loads no nib). Overriding it (with
  /// `init?(coder:)`) keeps `init()` from `UIViewController`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  ///
  /// As `UIViewController`'s (the stand-in reads no archives).
  /// No Apple page: searched developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Records the navigation controller as its view controllers' parent.
  private func adoptChildren() {
    for child in viewControllers { child.parentForStandIn = self }
  }
}
