import Foundation

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// https://developer.apple.com/documentation/uikit/uialertaction/title
  open var title: String? { storedTitle }
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  open var style: UIAlertAction.Style { storedStyle }
  /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled
  open var isEnabled: Bool = true
  private let storedTitle: String?
  private let storedStyle: UIAlertAction.Style

  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  ///
  /// The stand-in keeps the handler unused: nothing here taps an alert's button.
  public init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    storedTitle = title
    storedStyle = style
    super.init()
  }
}
