import Foundation

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] = [] {
    didSet { adoptChildren() }
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  open var topViewController: UIViewController? { viewControllers.last }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    adoptChildren()  // an initializer's own assignment does not call `didSet`
  }

  /// Records the navigation controller as its view controllers' parent.
  private func adoptChildren() {
    for child in viewControllers { child.parentForStandIn = self }
  }
}
