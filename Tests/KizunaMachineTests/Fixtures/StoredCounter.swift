import KizunaMachine

/// The sample counter screen with the store as output, the SwiftUI shape: the view binds a
/// `Toggle` to `machine.input.isOn`, reads `machine.output.count`, and redraws on the machine's
/// `objectWillChange`.
///
/// +1 and -1 work only while the toggle is on; -1 is disabled at zero; the count never goes
/// below zero.
enum StoredCounter: ResolverType {
  final class Input: BindableInputType {
    let increment = PassthroughSubject<Void, Never>()
    let decrement = PassthroughSubject<Void, Never>()
    @Published var isOn = false
  }

  typealias Output = Store

  final class Store: StoredOutputType {
    @Published var count = 0
    @Published var isIncrementEnabled = false
    @Published var isDecrementEnabled = false
  }

  struct Extra: ExtraType {}

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []

    input.$isOn
      .removeDuplicates()
      .assign(to: \.isIncrementEnabled, on: store)
      .store(in: &cancellables)

    input.increment.map { 1 }
      .merge(with: input.decrement.map { -1 })
      .filter { _ in input.isOn }
      .map { store.count + $0 }
      .filter { $0 >= 0 }
      .assign(to: \.count, on: store)
      .store(in: &cancellables)

    input.$isOn
      .combineLatest(store.$count) { isOn, count in isOn && count > 0 }
      .removeDuplicates()
      .assign(to: \.isDecrementEnabled, on: store)
      .store(in: &cancellables)

    return Polished(output: store, cancellables: cancellables)
  }
}

typealias StoredCounterMachine = Machine<StoredCounter>

extension Machine where Resolver == StoredCounter {
  /// A counter at zero with the toggle off.
  convenience init() {
    self.init(input: .init(), store: .init(), extra: .init())
  }
}
