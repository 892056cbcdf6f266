/// A view model with one-way data flow: the view sends into ``input`` and reads ``output``.
///
/// A machine is built from a ``ResolverType``. On creation it calls the resolver's
/// ``ResolverType/polish(input:store:extra:)`` once, keeps the returned subscriptions, and
/// exposes the inputs as send-only ``InputProxy`` and the outputs as read-only
/// ``OutputProxy``. The store and the extra stay private. When the store is the output
/// (``StoredOutputType``), the machine is also an `ObservableObject` for SwiftUI.
///
/// A machine is isolated to the main actor: create it, send into it and read it there.
/// Subscriptions end when the machine is released.
///
/// Name a machine with a type alias (`typealias CounterMachine = Machine<CounterResolver>`),
/// or subclass it to give it convenience initializers. Ricemill's self-resolving
/// `final class ViewModel: Machine<ViewModel>` is a circular reference on Swift 6.3; its
/// closest form is ``SelfResolvingMachine`` (`final class ViewModel:
/// SelfResolvingMachine<ViewModel>`).
///
/// ```swift
/// let machine = Machine<CounterResolver>(input: .init(), store: .init(), extra: .init())
/// let observation = machine.output.count.sink { print($0) }  // prints 0
/// machine.input.increment.send()                             // prints 1
/// ```
@preconcurrency @MainActor
open class Machine<Resolver: ResolverType> {
  /// The inputs, send-only.
  public let input: InputProxy<Resolver.Input>
  /// The outputs, read-only.
  public let output: OutputProxy<Resolver.Output>

  let rawOutput: Resolver.Output
  private let store: Resolver.Store
  private let extra: Resolver.Extra
  private let cancellables: [AnyCancellable]

  /// Creates a machine and runs the resolver's `polish` once.
  ///
  /// When `polish` returns ``Polished/init(cancellables:)``, the store is the output.
  ///
  /// - Precondition: If `polish` leaves the output out, the resolver's `Output` is its `Store`.
  /// - Parameters:
  ///   - input: The inputs.
  ///   - store: The initial private state.
  ///   - extra: The dependencies (schedulers, clients).
  public init(input: Resolver.Input, store: Resolver.Store, extra: Resolver.Extra) {
    let polished = Resolver.polish(input: Publishing(input), store: store, extra: extra)
    let output = polished.resolvedOutput(store: store, resolver: Resolver.self)
    self.input = InputProxy(input)
    self.output = OutputProxy(output)
    self.rawOutput = output
    self.store = store
    self.extra = extra
    self.cancellables = polished.cancellables
  }
}

extension Machine: MachineType {}
