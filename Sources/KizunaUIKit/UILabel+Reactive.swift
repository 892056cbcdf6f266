#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UILabel {
    /// The label's text, one way; bind a `String?` or a `String` signal to it.
    ///
    /// ```swift
    /// viewModel.warningText.bind(to: warningLabel.reactive.text).dispose(in: bag)
    /// ```
    public var text: BindingTarget<Base, String?> {
      BindingTarget(base) { label, text in label.text = text }
    }

    /// The label's styled text, one way.
    ///
    /// ```swift
    /// viewModel.styledTitle.bind(to: titleLabel.reactive.attributedText).dispose(in: bag)
    /// ```
    public var attributedText: BindingTarget<Base, NSAttributedString?> {
      BindingTarget(base) { label, text in label.attributedText = text }
    }

    /// The label's text colour, one way; `nil` restores UIKit's default colour.
    ///
    /// Bind a signal of something `Sendable` (a Boolean, a state) and make the colour in the
    /// setter on the main actor, as `UIColor` is not known to be `Sendable` everywhere:
    ///
    /// ```swift
    /// model.remaining.bind(to: counterLabel) { label, remaining in
    ///   label.reactive.textColor.setter(label, remaining < 0 ? .red : nil)
    /// }.dispose(in: bag)
    /// ```
    public var textColor: BindingTarget<Base, UIColor?> {
      BindingTarget(base) { label, color in label.textColor = color }
    }
  }
#endif
