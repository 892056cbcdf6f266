public import Kizuna

extension ObservedValue {
  /// Creates a model that shows `initial` until `publisher` publishes, then each value it
  /// publishes: a machine's publisher output (`machine.output.count`) as an Observation model.
  ///
  /// The publisher is subscribed to through `toSignal()` until the model is
  /// released; values reach `value` on the main actor.
  ///
  /// ```swift
  /// let count = ObservedValue(machine.output.count, initial: "")   // on the main actor
  /// machine.input.increment.send()
  /// print(count.value)                                             // prints "1"
  /// ```
  ///
  /// - Parameters:
  ///   - publisher: The publisher to follow.
  ///   - initial: The value until the publisher publishes one.
  public convenience init<Source: Publisher>(_ publisher: Source, initial: Value)
  where Source.Output == Value, Source.Failure == Never {
    self.init(publisher.toSignal(), initial: initial)
  }
}
