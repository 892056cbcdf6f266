/// A machine created from any resolver whose input and output it shares: the protocol of
/// ``AnyResolverBasedMachine``.
///
/// A conforming class that is also a ``ResolverType`` gets ``init(input:store:extra:)``, which
/// uses the class itself as the resolver, as Ricemill's does.
///
/// ```swift
/// let machine = AnyResolverBasedMachine<CounterResolver.Input, CounterResolver.Output>(
///   input: .init(), store: .init(), extra: .init(), resolver: CounterResolver.self)
/// machine.input.increment.send()
/// ```
@preconcurrency @MainActor
public protocol AnyResolverBasedMachineType: MachineType {
  /// Creates a machine that runs `Resolver.polish(input:store:extra:)` once.
  ///
  /// - Parameters:
  ///   - input: The inputs.
  ///   - store: The initial private state.
  ///   - extra: The dependencies.
  ///   - resolver: The resolver that wires them.
  init<Resolver: ResolverType>(
    input: Resolver.Input,
    store: Resolver.Store,
    extra: Resolver.Extra,
    resolver: Resolver.Type
  ) where Input == Resolver.Input, Output == Resolver.Output
}

extension AnyResolverBasedMachineType where Self: ResolverType {
  /// Creates a machine that is its own resolver: `Self.polish` runs once.
  ///
  /// - Parameters:
  ///   - input: The inputs.
  ///   - store: The initial private state.
  ///   - extra: The dependencies.
  public init(input: Input, store: Store, extra: Extra) {
    self.init(input: input, store: store, extra: extra, resolver: Self.self)
  }
}
