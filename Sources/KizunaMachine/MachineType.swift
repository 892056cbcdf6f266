/// Anything with a send-only input and a read-only output, such as ``Machine``.
///
/// A view that only needs the proxies can take `some MachineType<Input, Output>` and accept a
/// test double.
///
/// ```swift
/// @MainActor func render(_ machine: some MachineType<CounterInput, CounterOutput>) {
///   machine.input.increment.send()
/// }
/// ```
@preconcurrency @MainActor
public protocol MachineType<Input, Output>: AnyObject {
  /// The inputs.
  associatedtype Input: InputType
  /// The outputs.
  associatedtype Output: OutputType

  /// The inputs, send-only.
  var input: InputProxy<Input> { get }
  /// The outputs, read-only.
  var output: OutputProxy<Output> { get }
}
