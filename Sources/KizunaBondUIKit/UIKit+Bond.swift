// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Bond v4's names, `bnd_text` and the rest, are what these shims exist to keep.)
#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  internal import KizunaUIKit
  public import UIKit

  // Bond v4's UIKit properties, as deprecated shims over KizunaUIKit's `reactive` namespace:
  // each one is the `reactive` member its `renamed:` names.

  extension NSObject {
    /// Bond v4's `bnd_bag`: the bag of bindings that end with this object.
    @available(*, deprecated, renamed: "reactive.bag")
    @MainActor public var bnd_bag: DisposeBag { reactive.bag }
  }

  extension UITextField {
    /// Bond v4's `bnd_text`: the text, two-way (user edits flow out, values set flow in).
    @available(*, deprecated, renamed: "reactive.text")
    @MainActor public var bnd_text: ControlProperty<String?> { reactive.text }
  }

  extension UITextView {
    /// Bond v4's `bnd_text`: the text, two-way.
    @available(*, deprecated, renamed: "reactive.text")
    @MainActor public var bnd_text: ControlProperty<String?> { reactive.text }
  }

  extension UILabel {
    /// Bond v4's `bnd_text`: where to show a text.
    @available(*, deprecated, renamed: "reactive.text")
    @MainActor public var bnd_text: BindingTarget<UILabel, String?> {
      Reactive<UILabel>(self).text
    }
  }

  extension UIControl {
    /// Bond v4's `bnd_enabled`.
    @available(*, deprecated, renamed: "reactive.isEnabled")
    @MainActor public var bnd_enabled: BindingTarget<UIControl, Bool> {
      Reactive<UIControl>(self).isEnabled
    }

    /// Bond v4's `bnd_controlEvent`, for the events given (Bond v4 sent every event with its
    /// kind; Kizuna sends a signal per set of events).
    @available(*, deprecated, renamed: "reactive.controlEvents(_:)")
    @MainActor public func bnd_controlEvent(_ events: UIControl.Event) -> Signal<Void, Never> {
      reactive.controlEvents(events)
    }
  }

  extension UIView {
    /// Bond v4's `bnd_alpha`.
    @available(*, deprecated, renamed: "reactive.alpha")
    @MainActor public var bnd_alpha: BindingTarget<UIView, CGFloat> { Reactive<UIView>(self).alpha }

    /// Bond v4's `bnd_hidden`.
    @available(*, deprecated, renamed: "reactive.isHidden")
    @MainActor public var bnd_hidden: BindingTarget<UIView, Bool> {
      Reactive<UIView>(self).isHidden
    }
  }

  extension UIActivityIndicatorView {
    /// Bond v4's `bnd_animating`.
    @available(*, deprecated, renamed: "reactive.isAnimating")
    @MainActor public var bnd_animating: BindingTarget<UIActivityIndicatorView, Bool> {
      Reactive<UIActivityIndicatorView>(self).isAnimating
    }
  }

  #if !os(tvOS)
    extension UISwitch {
      /// Bond v4's `bnd_on`: the switch, two-way.
      @available(*, deprecated, renamed: "reactive.isOn")
      @MainActor public var bnd_on: ControlProperty<Bool> { reactive.isOn }
    }
  #endif

  extension UIButton {
    /// Bond v4's `bnd_tap`: a value each time the button is tapped.
    @available(*, deprecated, renamed: "reactive.tap")
    @MainActor public var bnd_tap: Signal<Void, Never> { reactive.tap }
  }
#endif
