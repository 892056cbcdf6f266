import Foundation

/// https://developer.apple.com/documentation/uikit/uialertcontroller
/// Apple: `@MainActor class UIAlertController`
@MainActor
open class UIAlertController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
  /// Apple: `enum Style`
  public enum Style: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
    /// Apple: `case actionSheet`
    case actionSheet = 0
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
    /// Apple: `case alert`
    case alert = 1
  }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
  /// Apple: `var message: String? { get set }`
  open var message: String?
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  /// Apple: `var preferredStyle: UIAlertController.Style { get }`
  open var preferredStyle: UIAlertController.Style { storedPreferredStyle }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  /// Apple: `var actions: [UIAlertAction] { get }`
  open var actions: [UIAlertAction] { storedActions }
  private var storedPreferredStyle: UIAlertController.Style = .alert
  private var storedActions: [UIAlertAction] = []

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  /// Apple: `convenience init(title: String?, message: String?, preferredStyle:
  /// UIAlertController.Style)`
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    storedPreferredStyle = preferredStyle
  }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  /// Apple: `func addAction(_ action: UIAlertAction)`
  open func addAction(_ action: UIAlertAction) { storedActions.append(action) }
}
