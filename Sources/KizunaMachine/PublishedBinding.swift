/// A read-write handle on one `@Published` property of an observable object: a bindable
/// input, or a store that is the output.
///
/// ``InputProxy`` hands one out for each `@Published` property of a ``BindableInputType``, and
/// ``OutputProxy`` for each `@Published` property of a ``StoredOutputType`` where the context
/// asks for a binding. Writing ``wrappedValue`` sets the property, which publishes the new
/// value. On Apple platforms the proxies hand out a SwiftUI `Binding` there instead (same
/// `wrappedValue` API, same effect); this type carries the behaviour everywhere, so that it is
/// tested on Linux.
///
/// ```swift
/// final class Input: BindableInputType { @Published var isOn = false }
/// let input = Input()
/// let observation = input.$isOn.sink { print($0) }  // prints false
/// let binding = PublishedBinding(input, \.isOn)
/// binding.wrappedValue = true                        // prints true
/// ```
public struct PublishedBinding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// Creates a binding to the property at `keyPath` of `object`.
  ///
  /// - Parameters:
  ///   - object: The input or the stored output; the binding keeps it alive.
  ///   - keyPath: A `@Published` property of the object.
  public init<Object: ObservableObject>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    read = { object[keyPath: keyPath] }
    write = { object[keyPath: keyPath] = $0 }
  }

  /// The current value of the property; setting it publishes the new value.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
}
