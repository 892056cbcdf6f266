/// The outputs of a machine as the view sees them: every publisher is an `AnyPublisher`, every
/// stored value is read-only.
///
/// Dynamic member lookup erases each publisher of the output to `AnyPublisher`, so the view
/// cannot send into an output subject. When the store is the output (``StoredOutputType``),
/// each `@Published` property reads as its current value, with no setter; `$name` gives its
/// publisher.
///
/// ```swift
/// let counts: AnyPublisher<String, Never> = machine.output.count  // publisher outputs
/// let count: Int = machine.output.count                          // store as output
/// ```
@dynamicMemberLookup
public struct OutputProxy<Output: OutputType> {
  private let output: Output

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
}

extension OutputProxy where Output: StoredOutputType {
  /// The current value of the stored property at `keyPath`; there is no setter.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Output, Value>) -> Value {
    output[keyPath: keyPath]
  }
}
