/// The inputs of a machine as the view sees them: every subject is send-only.
///
/// Dynamic member lookup turns each subject of the input into a ``SubjectProxy``, which can
/// send but not subscribe; for a ``BindableInputType`` each `@Published` property becomes an
/// ``InputBinding`` (a SwiftUI `Binding` on Apple platforms).
///
/// ```swift
/// machine.input.increment.send()                // SubjectProxy<PassthroughSubject<Void, Never>>
/// machine.input.isOn.wrappedValue = true         // bindable input: InputBinding<Bool>
/// ```
@dynamicMemberLookup
public struct InputProxy<Input: InputType> {
  let input: Input

  /// Wraps `input`.
  ///
  /// - Parameter input: The inputs.
  public init(_ input: Input) {
    self.input = input
  }

  /// The subject at `keyPath`, send-only.
  public subscript<Wrapped: Subject>(dynamicMember keyPath: KeyPath<Input, Wrapped>)
    -> SubjectProxy<Wrapped>
  {
    SubjectProxy(input[keyPath: keyPath])
  }
}

extension InputProxy where Input: BindableInputType {
  /// A binding to the `@Published` property at `keyPath`.
  ///
  /// On Apple platforms a SwiftUI `Binding` is preferred when the context does not ask for an
  /// `InputBinding`.
  @_disfavoredOverload
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Input, Value>)
    -> InputBinding<Value>
  {
    InputBinding(input, keyPath)
  }
}
