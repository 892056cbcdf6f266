/// Ricemill's name for ``Machine``: a machine built from the resolver it names.
///
/// Ricemill 2021 calls the generic machine class `PrimitiveMachine` and keeps the name
/// `Machine` for its self-resolving shape (here ``SelfResolvingMachine``). Code that creates,
/// stores or subclasses a `PrimitiveMachine` compiles as it is.
///
/// ```swift
/// let machine = PrimitiveMachine<CounterResolver>(input: .init(), store: .init(), extra: .init())
/// let observation = machine.output.count.sink { print($0) }  // prints 0
/// machine.input.increment.send()                             // prints 1
/// ```
public typealias PrimitiveMachine<Resolver: ResolverType> = Machine<Resolver>
