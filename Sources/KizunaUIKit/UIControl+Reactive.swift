#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIControl {
    /// A signal that sends each time the control reports one of `events`, on the main actor.
    ///
    /// Each observation adds a `UIAction` for `events` and removes it when disposed.
    ///
    /// ```swift
    /// field.reactive.controlEvents(.editingDidEndOnExit)
    ///   .observeNext { print("return pressed") }
    ///   .dispose(in: bag)
    /// ```
    ///
    /// - Parameter events: The control events to report.
    /// - Returns: A signal of `()` per event, delivered on the main actor.
    public func controlEvents(_ events: UIControl.Event) -> Signal<Void, Never> {
      self.events { control, send in
        let action = UIAction { _ in send(()) }
        control.addAction(action, for: events)
        return { [weak control] in control?.removeAction(action, for: events) }
      }
    }

    /// A two-way property of the control whose user changes the control reports with `events`:
    /// how `text`-like properties are made. The control keeps it under `key`.
    ///
    /// ```swift
    /// extension Reactive where Base: UIStepper {
    ///   @MainActor var value: ControlProperty<Double> {
    ///     controlProperty("value", editedOn: .valueChanged, get: { $0.value }, set: { $0.value = $1 })
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The property's name, unique per control and value type.
    ///   - events: The control events that report a user change.
    ///   - get: Reads the control's value.
    ///   - set: Shows a value sent into the property.
    /// - Returns: The control's property for `key`, made on first use.
    public func controlProperty<Value: Sendable>(
      _ key: String, editedOn events: UIControl.Event,
      get: @escaping @MainActor (Base) -> Value, set: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
      property(key) {
        ControlProperty(
          of: base, get: get, set: set,
          edits: { control, edited in
            control.addAction(UIAction { _ in edited() }, for: events)
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

    /// Whether the control is selected.
    ///
    /// ```swift
    /// viewModel.isFavourite.bind(to: starButton.reactive.isSelected).dispose(in: bag)
    /// ```
    public var isSelected: BindingTarget<Base, Bool> {
      BindingTarget(base) { control, isSelected in control.isSelected = isSelected }
    }
  }
#endif
