#if canImport(SwiftUI)
  public import SwiftUI

  extension OutputProxy where Output: StoredOutputType {
    /// A SwiftUI binding to the `@Published` property at `keyPath` of a store that is the
    /// output, where the context asks for one, as Ricemill gives it.
    ///
    /// Where nothing asks for a binding, the member reads as the value. Setting the binding
    /// sets the store's property; ``PublishedBinding`` carries the same behaviour on Linux,
    /// where it is tested.
    ///
    /// ```swift
    /// TextField("Name", text: viewModel.output.name)
    /// ```
    @preconcurrency @MainActor @_disfavoredOverload
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Output, Value>)
      -> Binding<Value>
    {
      ObservedObject(wrappedValue: output).projectedValue[dynamicMember: keyPath]
    }
  }

#endif
