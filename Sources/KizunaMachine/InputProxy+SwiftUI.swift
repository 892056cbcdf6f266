#if canImport(SwiftUI)
  public import SwiftUI

  extension InputProxy where Input: BindableInputType {
    /// A SwiftUI binding to the `@Published` property at `keyPath`.
    ///
    /// Setting the binding sets the property, which publishes the new value to the resolver;
    /// ``InputBinding`` carries the same behaviour on Linux, where it is tested.
    ///
    /// ```swift
    /// Toggle("Enabled", isOn: machine.input.isOn)
    /// ```
    @preconcurrency @MainActor
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Input, Value>)
      -> Binding<Value>
    {
      ObservedObject(wrappedValue: input).projectedValue[dynamicMember: keyPath]
    }
  }

#endif
