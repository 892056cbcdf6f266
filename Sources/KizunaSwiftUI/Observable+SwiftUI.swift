#if canImport(SwiftUI)
  public import Kizuna
  public import SwiftUI

  extension Observable {
    /// A two-way SwiftUI binding to this observable: it reads the current value, sets the
    /// observable without an echo, and re-renders the view, through Observation, when the
    /// value changes elsewhere.
    ///
    /// Each access makes a new ``Kizuna/BoundValue`` that the binding keeps alive; a view
    /// that reads the binding in every `body` should keep one model instead
    /// (`@State private var name = BoundValue(viewModel.name)`, then `$name.value`).
    ///
    /// ```swift
    /// Toggle("Accept the terms", isOn: viewModel.acceptsTerms.binding)
    /// ```
    @MainActor
    public var binding: Binding<Value> {
      BoundValue(self).binding
    }
  }
#endif
