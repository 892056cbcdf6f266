import Foundation

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]

  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/title(for:)
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
}
