/// The namespace of a web control's bindable properties: `control.reactive.text`.
///
/// ```swift
/// model.isSignUpEnabled.bind(to: signUpButton.reactive.isEnabled).dispose(in: bag)
/// ```
public struct WebReactive<Base: WebControl>: Sendable {
  /// The control.
  public let base: Base
}

extension WebControl {
  /// The control's bindable properties.
  public var reactive: WebReactive<Self> { WebReactive(base: self) }
}

extension WebReactive where Base == WebTextField {
  /// The text field's text (two-way).
  public var text: WebBond<String> { WebBond(base.text) }
}

extension WebReactive where Base == WebSwitch {
  /// The switch's state (two-way).
  public var isOn: WebBond<Bool> { WebBond(base.isOn) }
}

extension WebReactive where Base == WebButton {
  /// Whether the button takes clicks.
  public var isEnabled: WebBond<Bool> { WebBond(base.isEnabled) }
  /// The button's opacity.
  public var alpha: WebBond<Double> { WebBond(base.alpha) }
  /// The button's title.
  public var title: WebBond<String> { WebBond(base.title) }
}

extension WebReactive where Base == WebLabel {
  /// The label's text.
  public var text: WebBond<String> { WebBond(base.text) }
  /// The label's text colour.
  public var textColor: WebBond<WebColor> { WebBond(base.textColor) }
}

extension WebReactive where Base == WebActivityIndicator {
  /// Whether the indicator is hidden.
  public var isHidden: WebBond<Bool> { WebBond(base.isHidden) }
  /// Whether the indicator spins.
  public var isAnimating: WebBond<Bool> { WebBond(base.isAnimating) }
}
