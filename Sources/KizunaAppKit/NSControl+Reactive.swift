#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSControl {
    /// A signal that sends each time the control sends its action message (a click, a new
    /// value), on the main actor.
    ///
    /// Kizuna becomes the control's target (replacing any target and action set before) and
    /// calls every observer of the control's events in turn.
    ///
    /// ```swift
    /// slider.reactive.action
    ///   .observeNext { print("slider moved") }
    ///   .dispose(in: bag)
    /// ```
    public var action: Signal<Void, Never> {
      events { control, send in
        let target = ControlActionTarget.installed(on: control)
        let token = target.add { send(()) }
        return { target.remove(token) }
      }
    }

    /// A two-way property of the control whose user changes the control reports with its
    /// action message: how `isOn`-like properties are made. The control keeps it under `key`.
    ///
    /// ```swift
    /// extension Reactive where Base: NSStepper {
    ///   @MainActor var value: ControlProperty<Double> {
    ///     controlProperty("value", get: { $0.doubleValue }, set: { $0.doubleValue = $1 })
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The property's name, unique per control and value type.
    ///   - get: Reads the control's value.
    ///   - set: Shows a value sent into the property.
    /// - Returns: The control's property for `key`, made on first use.
    public func controlProperty<Value: Sendable>(
      _ key: String, get: @escaping @MainActor (Base) -> Value,
      set: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
      property(key) {
        ControlProperty(
          of: base, get: get, set: set,
          edits: { control, edited in
            let target = ControlActionTarget.installed(on: control)
            _ = target.add(edited)
            // The control holds its target weakly: its bag keeps it, and ends with it.
            control.reactive.bag.insert(BlockDisposable { _ = target })
          })
      }
    }

    /// Enables or disables the control.
    ///
    /// ```swift
    /// viewModel.canSignUp.bind(to: signUpButton.reactive.isEnabled).dispose(in: bag)
    /// ```
    public var isEnabled: BindingTarget<Base, Bool> {
      BindingTarget(base) { control, isEnabled in control.isEnabled = isEnabled }
    }
  }
#endif
