import Foundation

/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {
  open var title: String?
  open var isEnabled: Bool = true

  public override init() { super.init() }
}
