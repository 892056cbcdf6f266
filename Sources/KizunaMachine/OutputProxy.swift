/// The outputs of a machine as the view sees them: every publisher is an `AnyPublisher`, every
/// value reads as a value.
///
/// Dynamic member lookup erases each publisher of the output to `AnyPublisher`, so the view
/// cannot send into an output subject. The view can also read current values: a `var` of an
/// output class (such as a `@Published` property of a store that is the output) reads as its
/// value, and `$name` gives its publisher; a `CurrentValueSubject` reads as its `value` where
/// the context asks for a value, and as an `AnyPublisher` otherwise. Where the context asks
/// for a binding (a SwiftUI `TextField(text:)`), a `@Published` property of a store that is
/// the output is a SwiftUI `Binding`, as in Ricemill (``PublishedBinding`` on Linux).
///
/// ```swift
/// let counts: AnyPublisher<String, Never> = machine.output.count  // publisher outputs
/// let count: Int = machine.output.count                          // store as output
/// ```
@dynamicMemberLookup
public struct OutputProxy<Output: OutputType> {
  let output: Output

  /// Wraps `output`.
  ///
  /// - Parameter output: The outputs.
  public init(_ output: Output) {
    self.output = output
  }

  /// The publisher at `keyPath`, erased to `AnyPublisher`.
  ///
  /// Values arrive on the thread the resolver's pipeline runs on: the main actor, unless the
  /// resolver moves them with `receive(on:)`.
  public subscript<P: Publisher>(dynamicMember keyPath: KeyPath<Output, P>) -> AnyPublisher<
    P.Output, P.Failure
  > {
    output[keyPath: keyPath].eraseToAnyPublisher()
  }

  /// The current value of the property at `keyPath` of an output class; there is no setter.
  ///
  /// A `@Published var` of a store that is the output reads this way (SwiftUI reads
  /// `machine.output.count` in `body`), and so does any `var` of an output class.
  ///
  /// ```swift
  /// let count: Int = machine.output.count  // `@Published var count` of the stored output
  /// ```
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Output, Value>) -> Value {
    output[keyPath: keyPath]
  }

  /// The current value of the `CurrentValueSubject` at `keyPath`; there is no setter.
  ///
  /// Where the context asks for a publisher (`.sink`, an `AnyPublisher` annotation), the same
  /// member is the subject erased to `AnyPublisher` instead, so the view still cannot send.
  ///
  /// ```swift
  /// struct Output: OutputType { let count = CurrentValueSubject<Int, Never>(0) }
  /// let count: Int = machine.output.count
  /// let counts: AnyPublisher<Int, Never> = machine.output.count
  /// ```
  public subscript<Value, Failure: Error>(
    dynamicMember keyPath: KeyPath<Output, CurrentValueSubject<Value, Failure>>
  ) -> Value {
    output[keyPath: keyPath].value
  }
}

extension OutputProxy where Output: StoredOutputType {
  /// A binding to the `@Published` property at `keyPath` of a store that is the output, where
  /// the context asks for one.
  ///
  /// Ricemill hands a SwiftUI view such a binding (`TextField("Name", text:
  /// viewModel.output.name)`); on Apple platforms that is a SwiftUI `Binding`, and this type
  /// where the context asks for it. Setting it sets the store's property, which publishes the
  /// new value. Where nothing asks for a binding, the member reads as the value.
  ///
  /// ```swift
  /// let name: PublishedBinding<String> = machine.output.name
  /// name.wrappedValue = "Kizuna"
  /// print(machine.output.name)  // prints Kizuna
  /// ```
  @_disfavoredOverload
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Output, Value>)
    -> PublishedBinding<Value>
  {
    PublishedBinding(output, keyPath)
  }
}
