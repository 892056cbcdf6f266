/// What ``ResolverType/polish(input:store:extra:)`` returns: the outputs, and the
/// subscriptions that keep them running.
///
/// A resolver with publisher outputs returns them with ``init(output:cancellables:)``. A
/// resolver whose store is its output (`typealias Output = Store`) can return the store the
/// same way, or leave it out as Ricemill does, with ``init(cancellables:)``: the machine then
/// uses its store as the output.
///
/// ```swift
/// // Publisher outputs (UIKit style):
/// return Polished(output: Output(count: store.$count.eraseToAnyPublisher()),
///                 cancellables: cancellables)
/// // Store as output (SwiftUI style, `typealias Output = Store`):
/// return Polished(output: store, cancellables: cancellables)
/// return Polished(cancellables: cancellables)  // the same, as Ricemill writes it
/// ```
public struct Polished<Output: OutputType> {
  /// Where the outputs come from.
  enum Source {
    /// The outputs `polish` built.
    case output(Output)
    /// The machine's store, which `polish` left out (``Polished/init(cancellables:)``).
    case store
  }

  let source: Source

  /// The subscriptions made in `polish`; the machine keeps them until it is released.
  public let cancellables: [AnyCancellable]

  /// The outputs the view will read through ``OutputProxy``.
  ///
  /// A value made by ``init(cancellables:)`` has no output of its own (the machine takes its
  /// store), so reading this property from one stops the program: read the store you passed
  /// to `polish` instead.
  public var output: Output {
    switch source {
    case .output(let output):
      return output
    case .store:
      preconditionFailure(
        "Polished<\(Output.self)>.output: this value was made by Polished(cancellables:), "
          + "so its output is the store passed to polish; read that store instead")
    }
  }

  /// Creates the result of `polish`.
  ///
  /// - Parameters:
  ///   - output: The outputs; the store itself when the store is the output.
  ///   - cancellables: The subscriptions to keep alive, as an array or a set.
  public init<Cancellables: Sequence<AnyCancellable>>(
    output: Output, cancellables: Cancellables
  ) {
    self.source = .output(output)
    self.cancellables = Array(cancellables)
  }

  /// Creates the result of a `polish` that made no subscriptions.
  ///
  /// - Parameter output: The outputs.
  public init(output: Output) {
    self.init(output: output, cancellables: [])
  }

  /// The outputs for a machine whose store is `store`.
  ///
  /// - Precondition: When `polish` left the output out, the store is of the `Output` type.
  func resolvedOutput<Resolver: ResolverType>(
    store: Resolver.Store, resolver: Resolver.Type
  ) -> Output {
    switch source {
    case .output(let output):
      return output
    case .store:
      guard let output = store as? Output else {
        preconditionFailure(
          "\(String(reflecting: Resolver.self)).polish returned Polished(cancellables:), which "
            + "makes the store the output, but its Output (\(String(reflecting: Output.self))) "
            + "is not its Store (\(String(reflecting: Resolver.Store.self))): declare "
            + "`typealias Output = Store`, or return Polished(output:cancellables:)")
      }
      return output
    }
  }
}

extension Polished where Output: StoredOutputType {
  /// Creates the result of a `polish` whose store is the output, leaving the output out.
  ///
  /// This is Ricemill's spelling of `Polished(output: store, cancellables: cancellables)`. It
  /// exists only where the output is a ``StoredOutputType``; the machine that runs `polish`
  /// then uses its store as the output. If the resolver's `Output` is a stored output of
  /// another type than its `Store`, creating the machine stops the program with a message
  /// naming both types.
  ///
  /// ```swift
  /// enum Counter: ResolverType {
  ///   struct Input: InputType { let increment = PassthroughSubject<Void, Never>() }
  ///   typealias Output = Store
  ///   final class Store: StoredOutputType { @Published var count = 0 }
  ///   struct Extra: ExtraType {}
  ///
  ///   static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
  ///     let increments = input.increment.sink { store.count += 1 }
  ///     return Polished(cancellables: [increments])
  ///   }
  /// }
  /// let machine = Machine<Counter>(input: .init(), store: .init(), extra: .init())
  /// machine.input.increment.send()
  /// print(machine.output.count)  // prints 1
  /// ```
  ///
  /// - Parameter cancellables: The subscriptions to keep alive, as an array or a set.
  public init<Cancellables: Sequence<AnyCancellable>>(cancellables: Cancellables) {
    self.source = .store
    self.cancellables = Array(cancellables)
  }
}
