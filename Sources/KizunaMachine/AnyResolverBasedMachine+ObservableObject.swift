extension AnyResolverBasedMachine: ObservableObject where Output: StoredOutputType {
  /// The output store's `objectWillChange`: it fires before any stored output changes.
  ///
  /// SwiftUI observes the machine through it, on the main actor.
  ///
  /// ```swift
  /// let observation = machine.objectWillChange.sink { print("will change") }
  /// machine.input.increment.send()  // prints "will change"
  /// ```
  public var objectWillChange: Output.ObjectWillChangePublisher {
    rawOutput.objectWillChange
  }
}
