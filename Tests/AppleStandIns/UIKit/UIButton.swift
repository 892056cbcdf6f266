import Foundation

/// https://developer.apple.com/documentation/uikit/uibutton
/// Apple: `@MainActor class UIButton`
@preconcurrency @MainActor
open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]

  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  /// Apple: `func setTitle(_ title: String?, for state: UIControl.State)`
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    if state == .normal { label.text = title }
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/title(for:)
  /// Apple: `func title(for state: UIControl.State) -> String?`
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }

  /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
  /// Apple: `var titleLabel: UILabel? { get }`
  ///
  /// "A view that displays the value of the currentTitle property for a button": the stand-in
  /// shows the title of the normal state (it has no other state to be in).
  open var titleLabel: UILabel? { label }
  private lazy var label = UILabel()
}
