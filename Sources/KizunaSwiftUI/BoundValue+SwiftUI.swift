#if canImport(SwiftUI)
  public import Kizuna
  public import SwiftUI

  extension BoundValue {
    /// A SwiftUI binding to ``Kizuna/BoundValue/value``: it reads the model's value (so the
    /// view re-renders, through Observation, when the subject changes) and sets it, which sends
    /// the value to the subject without an echo.
    ///
    /// The binding keeps the model alive. `$model.value` on a `@State` or `@Bindable` model
    /// gives the same binding.
    ///
    /// ```swift
    /// @State private var name = BoundValue(viewModel.name)
    /// var body: some View {
    ///   TextField("Name", text: name.binding)  // typing sets viewModel.name
    /// }
    /// ```
    @MainActor
    public var binding: Binding<Value> {
      Binding(
        get: { @MainActor in self.value },
        set: { @MainActor value in self.value = value }
      )
    }
  }
#endif
