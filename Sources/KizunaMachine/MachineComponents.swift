/// The inputs of a machine: the subjects a view sends its events into.
///
/// An input is usually a struct of `PassthroughSubject`s. The view reaches them only through
/// ``InputProxy`` (send-only); the resolver reaches them only through ``Publishing``
/// (publishers only).
///
/// ```swift
/// struct Input: InputType {
///   let increment = PassthroughSubject<Void, Never>()
///   let isOn = PassthroughSubject<Bool, Never>()
/// }
/// ```
public protocol InputType {}

/// An input whose `@Published` properties a SwiftUI view edits through bindings.
///
/// Through ``InputProxy`` each `@Published var` becomes an ``InputBinding`` (a SwiftUI
/// `Binding` on Apple platforms); inside ``ResolverType/polish(input:store:extra:)`` the
/// resolver observes it as `input.$name`.
///
/// ```swift
/// final class Input: BindableInputType {
///   let increment = PassthroughSubject<Void, Never>()
///   @Published var isOn = false
/// }
/// machine.input.isOn.wrappedValue = true  // `Toggle(isOn: machine.input.isOn)` in SwiftUI
/// ```
public protocol BindableInputType: InputType, ObservableObject {}

/// The outputs of a machine: the publishers a view reads.
///
/// The view reaches them only through ``OutputProxy``, which erases every publisher to
/// `AnyPublisher`, so an output subject can never be sent into from outside.
///
/// ```swift
/// struct Output: OutputType {
///   let count: AnyPublisher<String, Never>
///   let isIncrementEnabled: AnyPublisher<Bool, Never>
/// }
/// ```
public protocol OutputType {}

/// The private state of a machine, kept in `@Published` properties.
///
/// Only the resolver sees the store, unless the store is also the output
/// (``StoredOutputType``).
///
/// ```swift
/// final class Store: StoreType {
///   @Published var count = 0
/// }
/// ```
public protocol StoreType: ObservableObject {}

/// A store that is also the output: the SwiftUI shape.
///
/// When a resolver's `Output` is a `StoredOutputType`, ``OutputProxy`` reads its
/// `@Published` properties as plain values (read-only) and ``Machine`` becomes an
/// `ObservableObject` that forwards the store's `objectWillChange`, so a SwiftUI view
/// redraws when the state changes.
///
/// ```swift
/// final class Store: StoredOutputType {
///   @Published var count = 0
/// }
/// print(machine.output.count)  // 0: an Int, read-only
/// ```
public protocol StoredOutputType: OutputType, StoreType {}

/// The dependencies of a machine: schedulers, clients, clocks.
///
/// Time-based operators in a resolver take their scheduler from here, so that tests can
/// inject a virtual-time scheduler (see ``KizunaScheduler``).
///
/// ```swift
/// struct Extra: ExtraType {
///   let scheduler: KizunaScheduler
/// }
/// ```
public protocol ExtraType {}
