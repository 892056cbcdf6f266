extension Machine: ObservableObject where Resolver.Output: StoredOutputType {
  /// The output store's `objectWillChange`: it fires before any stored output changes.
  ///
  /// SwiftUI observes a machine whose store is its output through this publisher
  /// (`@StateObject var machine = CounterMachine(...)`), on the main actor.
  ///
  /// ```swift
  /// let observation = machine.objectWillChange.sink { print("will change") }
  /// machine.input.increment.send()  // prints "will change"
  /// ```
  public var objectWillChange: Resolver.Output.ObjectWillChangePublisher {
    rawOutput.objectWillChange
  }
}
