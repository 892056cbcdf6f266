public import Kizuna

/// A label: ``text`` (always set as text, never HTML) and ``textColor``.
///
/// ```swift
/// let warning = WebLabel(id: "warning", in: page)
/// model.warningText.bind(to: warning.text).dispose(in: bag)
/// ```
///
/// Thread-safe.
public final class WebLabel: WebControl {
  /// The DOM id.
  public let id: String
  /// The text.
  public let text: Observable<String>
  /// The text colour.
  public let textColor = Observable(WebColor.label)
  private let bag = DisposeBag()

  /// Creates a label and adds it to `page`.
  ///
  /// - Parameters:
  ///   - id: The DOM id of the element.
  ///   - text: The initial text.
  ///   - page: The page that sends the label's changes.
  public init(id: String, text: String = "", in page: WebPage) {
    self.id = id
    self.text = Observable(text)
    page.register(self)
    BindingInspector.name(self.text, "#\(id).text")
    BindingInspector.name(textColor, "#\(id).textColor")
    self.text.observeNext { [weak page] in page?.enqueue(.text(id, $0)) }.dispose(in: bag)
    textColor.observeNext { [weak page] in page?.enqueue(.style(id, "color", $0.css)) }
      .dispose(in: bag)
  }
}

/// A text colour, named as UIKit names them.
public enum WebColor: String, Sendable, Hashable, CaseIterable {
  /// The normal text colour.
  case label
  /// Secondary, dimmer text.
  case secondaryLabel
  /// Red, for warnings and errors.
  case systemRed
  /// Green, for success.
  case systemGreen

  /// The CSS value.
  public var css: String {
    switch self {
    case .label: "var(--label)"
    case .secondaryLabel: "var(--secondary-label)"
    case .systemRed: "var(--red)"
    case .systemGreen: "var(--green)"
    }
  }
}
