import Foundation

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
  open var message: String?
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  open var preferredStyle: UIAlertController.Style { storedPreferredStyle }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  open var actions: [UIAlertAction] { storedActions }
  private var storedPreferredStyle: UIAlertController.Style = .alert
  private var storedActions: [UIAlertAction] = []

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    storedPreferredStyle = preferredStyle
  }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) { storedActions.append(action) }
}
