public import KizunaMachine

/// The counter screen as a Ricemill-style machine: +1 and -1 buttons, a count label and a
/// toggle.
///
/// Both buttons work only while the toggle is on; -1 is disabled at zero; the count never goes
/// below zero. The view sends taps and the toggle into ``Input`` and binds the ``Output``
/// publishers to its label and buttons; the ``Store`` stays private to the machine.
///
/// ```swift
/// let counter = Machine<CounterMachine>()
/// counter.output.countText.sink { print($0) }.store(in: &cancellables)  // prints 0
/// counter.input.isOn.send(true)
/// counter.input.increment.send()                                      // prints 1
/// ```
///
/// Runs on the main actor, like every machine.
public enum CounterMachine: ResolverType {
  /// What the view sends: taps on +1 and -1, and the toggle.
  public struct Input: InputType {
    /// A tap on +1.
    public let increment = PassthroughSubject<Void, Never>()
    /// A tap on -1.
    public let decrement = PassthroughSubject<Void, Never>()
    /// The toggle's new state.
    public let isOn = PassthroughSubject<Bool, Never>()

    /// Creates the inputs.
    public init() {}
  }

  /// What the view shows.
  public struct Output: OutputType {
    /// The count label's text.
    public let countText: AnyPublisher<String, Never>
    /// Whether +1 is enabled.
    public let isIncrementEnabled: AnyPublisher<Bool, Never>
    /// Whether -1 is enabled.
    public let isDecrementEnabled: AnyPublisher<Bool, Never>
  }

  /// The machine's private state.
  public final class Store: StoreType {
    @Published var count = 0
    @Published var isOn = false

    /// Creates the state: zero, toggle off.
    public init() {}
  }

  /// No dependencies: the counter needs no clock or service.
  public struct Extra: ExtraType {
    /// Creates the (empty) dependencies.
    public init() {}
  }

  /// Wires the inputs and the store into the outputs, once.
  public static func polish(
    input: Publishing<Input>, store: Store, extra: Extra
  )
    -> Polished<Output>
  {
    var cancellables: [AnyCancellable] = []

    input.isOn
      .removeDuplicates()
      .assign(to: \.isOn, on: store)
      .store(in: &cancellables)

    input.increment.map { 1 }
      .merge(with: input.decrement.map { -1 })
      .filter { _ in store.isOn }
      .map { store.count + $0 }
      .filter { $0 >= 0 }
      .assign(to: \.count, on: store)
      .store(in: &cancellables)

    let countText = store.$count.map { String($0) }.eraseToAnyPublisher()
    let isIncrementEnabled = store.$isOn.removeDuplicates().eraseToAnyPublisher()
    let isDecrementEnabled = store.$isOn
      .combineLatest(store.$count) { isOn, count in isOn && count > 0 }
      .removeDuplicates()
      .eraseToAnyPublisher()

    return Polished(
      output: Output(
        countText: countText,
        isIncrementEnabled: isIncrementEnabled,
        isDecrementEnabled: isDecrementEnabled),
      cancellables: cancellables)
  }
}

extension Machine where Resolver == CounterMachine {
  /// A counter at zero with the toggle off.
  public convenience init() {
    self.init(input: .init(), store: .init(), extra: .init())
  }
}
