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
  }
#endif
