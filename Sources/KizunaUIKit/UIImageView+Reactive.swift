#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIImageView {
    /// The image shown; `nil` for none.
    ///
    /// ```swift
    /// viewModel.avatar.bind(to: avatarView.reactive.image).dispose(in: bag)
    /// ```
    public var image: BindingTarget<Base, UIImage?> {
      BindingTarget(base) { view, image in view.image = image }
    }
  }
#endif
