// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond
  internal import KizunaAppKit

  extension NSControl {
    /// Bond v4's `bnd_enabled`: values sent into it become the control's `isEnabled`.
    ///
    /// ```swift
    /// viewModel.signUpEnabled.bindTo(signUpButton.bnd_enabled).disposeIn(bnd_bag)
    /// ```
    @preconcurrency @MainActor public var bnd_enabled: Observable<Bool> {
      bnd_associatedObservableForValueForKey("enabled", initial: isEnabled) { [weak self] in
        self?.isEnabled = $0
      }
    }

    /// Bond v4's `bnd_controlEvent`: the control's `objectValue` each time it sends its action
    /// (a click, Return in a text field, a new value), on the main thread.
    ///
    /// As in Bond v4, the control's target and action become KizunaBondAppKit's (replacing any
    /// set before); unlike Bond v4's, the target is KizunaAppKit's, so `control.reactive`
    /// observers of the same control keep working beside it. The producer lives as long as
    /// the control.
    ///
    /// ```swift
    /// button.bnd_controlEvent.observeNew { _ in print("clicked") }
    /// button.performClick(nil)  // prints "clicked"
    /// ```
    @preconcurrency @MainActor public var bnd_controlEvent: EventProducer<Any?> {
      bondAssociations.object("bnd_controlEvent") {
        var send: ((Any?) -> Void)?
        let producer = EventProducer<Any?> { sink in
          send = sink
          return nil
        }
        let target = ControlActionTarget.installed(on: self)
        _ = target.add { [weak self] in
          if let self { send?(self.objectValue) }
        }
        // The control holds its target weakly: keep it as long as the control.
        _ = bondAssociations.object("bnd_actionTarget") { target }
        return producer
      }
    }
  }
#endif
