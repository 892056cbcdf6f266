/// What ``ResolverType/polish(input:store:extra:)`` returns: the outputs, and the
/// subscriptions that keep them running.
///
/// Unlike Ricemill's `Polished`, there is no initializer without an output: a resolver whose
/// store is its output returns the store itself. So a machine always has an output, checked by
/// the compiler, and never needs Ricemill's run-time `fatalError("Unexpected type")`.
///
/// ```swift
/// // Publisher outputs (UIKit style):
/// return Polished(output: Output(count: store.$count.eraseToAnyPublisher()),
///                 cancellables: cancellables)
/// // Store as output (SwiftUI style, `typealias Output = Store`):
/// return Polished(output: store, cancellables: cancellables)
/// ```
public struct Polished<Output: OutputType> {
  /// The outputs the view will read through ``OutputProxy``.
  public let output: Output

  /// The subscriptions made in `polish`; the machine keeps them until it is released.
  public let cancellables: [AnyCancellable]

  /// Creates the result of `polish`.
  ///
  /// - Parameters:
  ///   - output: The outputs; the store itself when the store is the output.
  ///   - cancellables: The subscriptions to keep alive, as an array or a set.
  public init<Cancellables: Sequence<AnyCancellable>>(
    output: Output, cancellables: Cancellables
  ) {
    self.output = output
    self.cancellables = Array(cancellables)
  }

  /// Creates the result of a `polish` that made no subscriptions.
  ///
  /// - Parameter output: The outputs.
  public init(output: Output) {
    self.init(output: output, cancellables: [])
  }
}
