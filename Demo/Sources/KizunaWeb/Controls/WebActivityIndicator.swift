public import Kizuna

/// An activity indicator (a spinner): ``isHidden`` and ``isAnimating``.
///
/// ```swift
/// let spinner = WebActivityIndicator(id: "spinner", in: page)
/// model.isRequestRunning.map { !$0 }.bind(to: spinner.isHidden).dispose(in: bag)
/// model.isRequestRunning.bind(to: spinner.isAnimating).dispose(in: bag)
/// ```
///
/// Thread-safe.
public final class WebActivityIndicator: WebControl {
  /// The DOM id.
  public let id: String
  /// Whether the indicator is hidden.
  public let isHidden = Observable(true)
  /// Whether the indicator spins.
  public let isAnimating = Observable(false)
  private let bag = DisposeBag()

  /// Creates an indicator, hidden and still, and adds it to `page`.
  ///
  /// - Parameters:
  ///   - id: The DOM id of the element.
  ///   - page: The page that sends the indicator's changes.
  public init(id: String, in page: WebPage) {
    self.id = id
    page.register(self)
    BindingInspector.name(isHidden, "#\(id).isHidden")
    BindingInspector.name(isAnimating, "#\(id).isAnimating")
    isHidden.observeNext { [weak page] in page?.enqueue(.hidden(id, $0)) }.dispose(in: bag)
    isAnimating.observeNext { [weak page] in page?.enqueue(.animating(id, $0)) }
      .dispose(in: bag)
  }
}
