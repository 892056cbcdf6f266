/// A machine known by its input and output only, whatever resolver built it.
///
/// Two screens with the same input and output but different resolvers (a live one and a
/// preview one, say) can be held in one `AnyResolverBasedMachine<Input, Output>`. The resolver
/// is named once, at creation; the machine it builds, with its store, extra and
/// subscriptions, lives as long as this object. When the output is a ``StoredOutputType`` it
/// is an `ObservableObject`.
///
/// Ricemill declares its self-resolving `Machine` on this class; in Swift 6 that shape is
/// ``SelfResolvingMachine``. A subclass whose four parts are declared outside it can still be
/// its own resolver:
/// `final class ViewModel: AnyResolverBasedMachine<CounterInput, CounterOutput>, ResolverType`.
///
/// ```swift
/// let machine = AnyResolverBasedMachine<CounterResolver.Input, CounterResolver.Output>(
///   input: .init(), store: .init(), extra: .init(), resolver: CounterResolver.self)
/// let observation = machine.output.count.sink { print($0) }  // prints 0
/// machine.input.increment.send()                             // prints 1
/// ```
///
/// Isolated to the main actor, like ``Machine``.
@preconcurrency @MainActor
open class AnyResolverBasedMachine<Input: InputType, Output: OutputType>:
  AnyResolverBasedMachineType
{
  /// The inputs, send-only.
  public let input: InputProxy<Input>
  /// The outputs, read-only.
  public let output: OutputProxy<Output>

  let rawOutput: Output
  /// The machine that runs the resolver; kept so that its subscriptions live as long as this.
  private let machine: AnyObject

  /// Creates the machine of `resolver` and runs its `polish` once.
  ///
  /// - Parameters:
  ///   - input: The inputs.
  ///   - store: The initial private state.
  ///   - extra: The dependencies.
  ///   - resolver: The resolver that wires them.
  /// - Precondition: If `polish` leaves the output out, the resolver's `Output` is its `Store`.
  public required init<Resolver: ResolverType>(
    input: Resolver.Input,
    store: Resolver.Store,
    extra: Resolver.Extra,
    resolver: Resolver.Type
  ) where Input == Resolver.Input, Output == Resolver.Output {
    let machine = Machine<Resolver>(input: input, store: store, extra: extra)
    self.input = machine.input
    self.output = machine.output
    self.rawOutput = machine.rawOutput
    self.machine = machine
  }
}
