/// A read-write handle on one `@Published` property of a bindable input.
///
/// ``InputProxy`` hands one out for each `@Published` property of a ``BindableInputType``.
/// Writing ``wrappedValue`` sets the property, which publishes the new value to the
/// resolver. On Apple platforms the proxy prefers to hand out a SwiftUI `Binding` (same
/// `wrappedValue` API, same effect); on Linux this type carries the behaviour, so that it is
/// tested there.
///
/// Only inputs are bindable: ``OutputProxy`` has no setter, so a view cannot write an
/// output through a binding.
///
/// ```swift
/// final class Input: BindableInputType { @Published var isOn = false }
/// let input = Input()
/// let observation = input.$isOn.sink { print($0) }  // prints false
/// let binding = InputBinding(input, \.isOn)
/// binding.wrappedValue = true                        // prints true
/// ```
public struct InputBinding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// Creates a binding to the property at `keyPath` of `input`.
  ///
  /// - Parameters:
  ///   - input: The input object; the binding keeps it alive.
  ///   - keyPath: A `@Published` property of the input.
  public init<Input: BindableInputType>(
    _ input: Input, _ keyPath: ReferenceWritableKeyPath<Input, Value>
  ) {
    read = { input[keyPath: keyPath] }
    write = { input[keyPath: keyPath] = $0 }
  }

  /// The current value of the property; setting it publishes the new value.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
}
