import KizunaMachine
import KizunaMachineTestSupport
import KizunaTestSupport
import Testing

/// The machine itself: polish runs once, subscriptions live as long as the machine, nothing
/// leaks.
@MainActor
@Suite struct MachineTests {
  /// A resolver that counts its `polish` calls in its `Extra`.
  enum CountingResolver: ResolverType {
    struct Input: InputType { let ping = PassthroughSubject<Void, Never>() }
    struct Output: OutputType { let pongs: AnyPublisher<Int, Never> }
    final class Store: StoreType { @Published var pongs = 0 }
    final class Extra: ExtraType { var polishCount = 0 }

    static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
      extra.polishCount += 1
      let pings = input.ping.sink { store.pongs += 1 }
      return Polished(
        output: Output(pongs: store.$pongs.eraseToAnyPublisher()), cancellables: [pings])
    }
  }

  @Test func polishRunsOnceWhenTheMachineIsCreated() {
    let extra = CountingResolver.Extra()
    let machine = Machine<CountingResolver>(input: .init(), store: .init(), extra: extra)
    #expect(extra.polishCount == 1)
    machine.input.ping.send()
    _ = machine.output.pongs
    #expect(extra.polishCount == 1)
  }

  @Test func subscriptionsLiveAsLongAsTheMachine() {
    let input = CountingResolver.Input()
    let pongs = OutputLog<Int>()
    var machine: Machine<CountingResolver>? = Machine(
      input: input, store: .init(), extra: .init())
    pongs.record(machine!.output.pongs, as: { $0 })
    input.ping.send()
    machine = nil
    input.ping.send()  // the machine is gone: its subscription with it
    #expect(pongs.entries == [0, 1])
  }

  @Test(arguments: [false, true])
  func releasingTheMachineReleasesStoreAndInput(storeIsOutput: Bool) {
    weak var weakMachine: AnyObject?
    weak var weakStore: AnyObject?
    weak var weakInput: AnyObject?
    do {
      if storeIsOutput {
        let input = StoredCounter.Input()
        let store = StoredCounter.Store()
        let machine = Machine<StoredCounter>(input: input, store: store, extra: .init())
        machine.input.isOn.wrappedValue = true
        machine.input.increment.send()
        (weakMachine, weakStore, weakInput) = (machine, store, input)
        #expect(weakMachine != nil && weakStore != nil && weakInput != nil)
      } else {
        let store = PublisherCounter.Store()
        let machine = Machine<PublisherCounter>(
          input: .init(), store: store, extra: .init(scheduler: KizunaScheduler(TestScheduler())))
        let log = OutputLog<String>()
        log.record(machine.output.countText, as: { $0 })
        machine.input.isOn.send(true)
        machine.input.increment.send()
        (weakMachine, weakStore) = (machine, store)
        #expect(weakMachine != nil && weakStore != nil)
      }
    }
    #expect(weakMachine == nil)
    #expect(weakStore == nil)
    #expect(weakInput == nil)
  }

  @Test func aViewCanTakeAnyMachineType() {
    func tapTwice(_ machine: some MachineType<StoredCounter.Input, StoredCounter.Store>) {
      machine.input.increment.send()
      machine.input.increment.send()
    }
    let machine = StoredCounterMachine()
    machine.input.isOn.wrappedValue = true
    tapTwice(machine)
    #expect(machine.output.count == 2)
  }

  /// A search box: the query is debounced on the scheduler from `Extra`.
  enum SearchResolver: ResolverType {
    struct Input: InputType { let query = PassthroughSubject<String, Never>() }
    struct Output: OutputType { let searches: AnyPublisher<String, Never> }
    final class Store: StoreType {}
    struct Extra: ExtraType { let scheduler: KizunaScheduler }

    static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
      let searches = input.query
        .debounce(for: .milliseconds(300), scheduler: extra.scheduler)
        .removeDuplicates()
        .map { "search \($0)" }
        .eraseToAnyPublisher()
      return Polished(output: Output(searches: searches))
    }
  }

  @Test func timeInAMachinePassesOnlyWhenTheTestSaysSo() {
    let clock = TestScheduler()
    let machine = Machine<SearchResolver>(
      input: .init(), store: .init(), extra: .init(scheduler: KizunaScheduler(clock)))
    let searches = OutputLog<String>()
    searches.record(machine.output.searches, as: { $0 })
    machine.input.query.send("k")
    clock.advance(by: .milliseconds(200))
    machine.input.query.send("ki")
    clock.advance(by: .milliseconds(299))
    #expect(searches.take() == [])
    clock.advance(by: .milliseconds(1))
    #expect(searches.take() == ["search ki"])
    machine.input.query.send("kiz")
    machine.input.query.send("ki")
    clock.advance(by: .seconds(1))
    #expect(searches.take() == [])  // back to the same query: no new search
  }
}
