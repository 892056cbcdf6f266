/// The definition of a machine: its four parts and the function that wires them together.
///
/// A resolver is usually a caseless `enum`. It names the machine's ``InputType``,
/// ``OutputType``, ``StoreType`` and ``ExtraType``, and implements
/// ``polish(input:store:extra:)``, which ``Machine`` calls once, when it is created, to turn
/// the inputs and the store into the outputs.
///
/// Resolvers are isolated to the main actor: ``polish(input:store:extra:)`` runs there, and
/// so does everything the view sends into the machine. Work that must run elsewhere, or later,
/// goes through a scheduler taken from `Extra`.
///
/// A resolver is best a type of its own, with the machine named by a type alias, as below.
/// Ricemill's `final class ViewModel: Machine<ViewModel>`, a machine subclass that is its own
/// resolver, is a circular reference that Swift 6.3 rejects; write
/// `final class ViewModel: SelfResolvingMachine<ViewModel>` for that shape (see
/// ``SelfResolvingMachine``).
///
/// ```swift
/// enum CounterResolver: ResolverType {
///   struct Input: InputType { let increment = PassthroughSubject<Void, Never>() }
///   struct Output: OutputType { let count: AnyPublisher<Int, Never> }
///   final class Store: StoreType { @Published var count = 0 }
///   struct Extra: ExtraType {}
///
///   static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
///     var cancellables: [AnyCancellable] = []
///     input.increment
///       .sink { store.count += 1 }
///       .store(in: &cancellables)
///     return Polished(output: Output(count: store.$count.eraseToAnyPublisher()),
///                     cancellables: cancellables)
///   }
/// }
/// typealias CounterMachine = Machine<CounterResolver>
///
/// let machine = CounterMachine(input: .init(), store: .init(), extra: .init())
/// machine.output.count.sink { print($0) }   // prints 0
/// machine.input.increment.send()            // prints 1
/// ```
@preconcurrency @MainActor
public protocol ResolverType {
  /// The subjects the view sends events into.
  associatedtype Input: InputType
  /// The publishers (or the store) the view reads.
  associatedtype Output: OutputType
  /// The private state.
  associatedtype Store: StoreType
  /// The injected dependencies.
  associatedtype Extra: ExtraType

  /// Wires the inputs and the store into the outputs; called once, when a machine is created.
  ///
  /// Subscriptions made here live as long as the machine when they are returned in the
  /// ``Polished`` value. Because the function is `static` and every argument can be built in a
  /// test, a resolver is testable on its own, without `@testable import`.
  ///
  /// - Parameters:
  ///   - input: The inputs, readable only as publishers.
  ///   - store: The private state.
  ///   - extra: The dependencies.
  /// - Returns: The outputs and the subscriptions that keep them running.
  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output>
}
