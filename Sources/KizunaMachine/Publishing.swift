/// The inputs of a machine as the resolver sees them: every subject is a publisher, nothing
/// can be sent.
///
/// ``ResolverType/polish(input:store:extra:)`` receives the inputs wrapped in `Publishing`.
/// Dynamic member lookup turns each publisher property of the input (a subject, or the
/// `$name` publisher of a `@Published` property of a ``BindableInputType``) into an
/// `AnyPublisher`; a `@Published` property read without `$` gives its current value.
///
/// ```swift
/// struct Input: InputType { let increment = PassthroughSubject<Void, Never>() }
/// let input = Input()
/// let publishing = Publishing(input)
/// let taps: AnyPublisher<Void, Never> = publishing.increment
/// let observation = taps.sink { print("tap") }
/// input.increment.send()  // prints "tap"
/// ```
@dynamicMemberLookup
public struct Publishing<Input: InputType> {
  private let input: Input

  /// Wraps `input`; a machine does this before calling `polish`, and so can a test.
  ///
  /// - Parameter input: The inputs.
  public init(_ input: Input) {
    self.input = input
  }

  /// The publisher at `keyPath`, erased to `AnyPublisher`: a subscriber cannot send into it.
  ///
  /// Values arrive on the thread that sends them into the input (the main actor, for a
  /// machine's input).
  public subscript<P: Publisher>(dynamicMember keyPath: KeyPath<Input, P>) -> AnyPublisher<
    P.Output, P.Failure
  > {
    input[keyPath: keyPath].eraseToAnyPublisher()
  }
}

extension Publishing where Input: BindableInputType {
  /// The current value of the `@Published` property at `keyPath`, read-only.
  ///
  /// Use `input.$name` for the publisher of its changes.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Input, Value>) -> Value {
    input[keyPath: keyPath]
  }
}
