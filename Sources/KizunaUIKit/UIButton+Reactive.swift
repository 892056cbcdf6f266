#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIButton {
    /// A signal that sends each time the user taps the button (`.touchUpInside`), on the main
    /// actor.
    ///
    /// ```swift
    /// signUpButton.reactive.tap
    ///   .observeNext { viewModel.signUp() }
    ///   .dispose(in: bag)
    /// ```
    public var tap: Signal<Void, Never> { controlEvents(.touchUpInside) }

    /// The button's title for `state` (a `String` signal binds too).
    ///
    /// ```swift
    /// viewModel.actionName.bind(to: button.reactive.title(for: .normal)).dispose(in: bag)
    /// ```
    ///
    /// - Parameter state: The state whose title is set.
    /// - Returns: The target.
    public func title(for state: UIControl.State) -> BindingTarget<Base, String?> {
      BindingTarget(base) { button, title in button.setTitle(title, for: state) }
    }
  }
#endif
