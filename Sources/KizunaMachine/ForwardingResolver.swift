/// A resolver that declares the same four parts as `Base` and forwards `polish` to it.
///
/// It exists so that a machine subclass can be its own resolver: `Machine<ViewModel>` inside
/// `ViewModel`'s own superclass clause is a circular reference, while
/// `Machine<ForwardingResolver<ViewModel>>` is not, because the compiler does not need
/// `ViewModel`'s members to name it. Write it through ``SelfResolvingMachine``.
///
/// ```swift
/// let polished = ForwardingResolver<CounterResolver>.polish(
///   input: Publishing(CounterResolver.Input()), store: .init(), extra: .init())
/// let observation = polished.output.count.sink { print($0) }  // prints 0
/// ```
public enum ForwardingResolver<Base: ResolverType>: ResolverType {
  /// The inputs of `Base`.
  public typealias Input = Base.Input
  /// The outputs of `Base`.
  public typealias Output = Base.Output
  /// The store of `Base`.
  public typealias Store = Base.Store
  /// The dependencies of `Base`.
  public typealias Extra = Base.Extra

  /// Calls `Base.polish(input:store:extra:)` and returns what it returns.
  ///
  /// - Parameters:
  ///   - input: The inputs, readable only as publishers.
  ///   - store: The private state.
  ///   - extra: The dependencies.
  /// - Returns: `Base`'s outputs and subscriptions.
  public static func polish(
    input: Publishing<Input>, store: Store, extra: Extra
  ) -> Polished<Output> {
    Base.polish(input: input, store: store, extra: extra)
  }
}
