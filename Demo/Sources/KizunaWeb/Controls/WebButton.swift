public import Kizuna

/// A button: ``tap`` fires on each click while ``isEnabled``; ``alpha`` sets its opacity.
///
/// A click that reaches the server while the button is disabled (the user clicked just before
/// the page learned it was disabled) is ignored, as UIKit ignores taps on a disabled button.
///
/// ```swift
/// let signUp = WebButton(id: "signUp", in: page)
/// model.isSignUpEnabled.bind(to: signUp.isEnabled).dispose(in: bag)
/// signUp.tap.observeNext { model.signUp() }.dispose(in: bag)
/// ```
///
/// Thread-safe; ``tap`` fires on the thread handling the click.
public final class WebButton: WebControl {
  /// The DOM id.
  public let id: String
  /// Whether the button takes clicks.
  public let isEnabled = Observable(true)
  /// The button's opacity, 0 to 1.
  public let alpha = Observable(1.0)
  /// The button's title.
  public let title: Observable<String>
  private let taps = PublishSubject<Void, Never>()
  private let bag = DisposeBag()

  /// Creates a button and adds it to `page`.
  ///
  /// - Parameters:
  ///   - id: The DOM id of the `<button>`.
  ///   - title: The initial title.
  ///   - page: The page that sends the button's changes.
  public init(id: String, title: String, in page: WebPage) {
    self.id = id
    self.title = Observable(title)
    page.register(self)
    BindingInspector.name(isEnabled, "#\(id).isEnabled")
    BindingInspector.name(alpha, "#\(id).alpha")
    BindingInspector.name(self.title, "#\(id).title")
    BindingInspector.name(taps, "#\(id).tap")
    isEnabled.observeNext { [weak page] in page?.enqueue(.enabled(id, $0)) }.dispose(in: bag)
    alpha.observeNext { [weak page] in
      page?.enqueue(.style(id, "opacity", String(min(max($0, 0), 1))))
    }.dispose(in: bag)
    self.title.observeNext { [weak page] in page?.enqueue(.text(id, $0)) }.dispose(in: bag)
  }

  /// Fires once per accepted click.
  public var tap: SafeSignal<Void> { taps.toSignal() }

  /// Takes a `click` event.
  public func handle(_ event: ClientEvent) throws(WebEventError) {
    guard event.type == .click else { throw .unsupported(event.type, control: id) }
    if isEnabled.value { taps.send(()) }
  }
}
