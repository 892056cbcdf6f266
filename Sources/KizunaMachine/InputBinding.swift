/// A read-write handle on one `@Published` property of a bindable input: a
/// ``PublishedBinding``.
///
/// ``InputProxy`` hands one out for each `@Published` property of a ``BindableInputType`` (a
/// SwiftUI `Binding` on Apple platforms, unless the context asks for this type).
///
/// ```swift
/// final class Input: BindableInputType { @Published var isOn = false }
/// let input = Input()
/// let observation = input.$isOn.sink { print($0) }  // prints false
/// let binding = InputBinding(input, \.isOn)
/// binding.wrappedValue = true                        // prints true
/// ```
public typealias InputBinding<Value> = PublishedBinding<Value>
