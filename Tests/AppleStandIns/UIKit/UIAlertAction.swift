import Foundation

/// https://developer.apple.com/documentation/uikit/uialertaction
/// Apple: `@MainActor class UIAlertAction`
@MainActor
open class UIAlertAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  /// Apple: `enum Style`
  public enum Style: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
    /// Apple: ``case `default` ``
    case `default` = 0
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
    /// Apple: `case cancel`
    case cancel = 1
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
    /// Apple: `case destructive`
    case destructive = 2
  }

  /// https://developer.apple.com/documentation/uikit/uialertaction/title
  /// Apple: `var title: String? { get }`
  open var title: String? { storedTitle }
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  /// Apple: `var style: UIAlertAction.Style { get }`
  open var style: UIAlertAction.Style { storedStyle }
  /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled
  /// Apple: `var isEnabled: Bool { get set }`
  open var isEnabled: Bool = true
  private let storedTitle: String?
  private let storedStyle: UIAlertAction.Style

  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  /// Apple: `convenience init(title: String?, style: UIAlertAction.Style, handler:
  /// ((UIAlertAction) -> Void)? = nil)`
  ///
  /// The stand-in keeps the handler unused: nothing here taps an alert's button.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init(storingTitle: title, style: style)
  }

  /// The stand-in's storage initializer (UIKit's designated initializer is not public).
  init(storingTitle title: String?, style: UIAlertAction.Style) {
    storedTitle = title
    storedStyle = style
    super.init()
  }
}
