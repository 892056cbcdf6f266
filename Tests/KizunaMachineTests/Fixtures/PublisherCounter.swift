import KizunaMachine

/// The sample counter screen with publisher outputs, the UIKit shape: the view binds each output
/// publisher to a label or a button.
///
/// +1 and -1 work only while the toggle is on; -1 is disabled at zero; the count never goes
/// below zero. Outputs are delivered on the scheduler from `Extra`, as an app delivers UI
/// updates on the main queue, so tests decide when they arrive.
enum PublisherCounter: ResolverType {
  struct Input: InputType {
    let increment = PassthroughSubject<Void, Never>()
    let decrement = PassthroughSubject<Void, Never>()
    let isOn = PassthroughSubject<Bool, Never>()
  }

  struct Output: OutputType {
    let countText: AnyPublisher<String, Never>
    let isIncrementEnabled: AnyPublisher<Bool, Never>
    let isDecrementEnabled: AnyPublisher<Bool, Never>
  }

  final class Store: StoreType {
    @Published var count = 0
    @Published var isOn = false
  }

  struct Extra: ExtraType {
    let scheduler: KizunaScheduler
  }

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
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

    let countText = store.$count
      .map { String($0) }
      .receive(on: extra.scheduler)
      .eraseToAnyPublisher()
    let isIncrementEnabled = store.$isOn
      .receive(on: extra.scheduler)
      .eraseToAnyPublisher()
    let isDecrementEnabled = store.$isOn
      .combineLatest(store.$count) { isOn, count in isOn && count > 0 }
      .removeDuplicates()
      .receive(on: extra.scheduler)
      .eraseToAnyPublisher()

    return Polished(
      output: Output(
        countText: countText,
        isIncrementEnabled: isIncrementEnabled,
        isDecrementEnabled: isDecrementEnabled),
      cancellables: cancellables)
  }
}

typealias PublisherCounterMachine = Machine<PublisherCounter>

extension Machine where Resolver == PublisherCounter {
  /// A counter at zero with the toggle off, delivering on `scheduler`.
  convenience init(scheduler: KizunaScheduler) {
    self.init(input: .init(), store: .init(), extra: .init(scheduler: scheduler))
  }
}
