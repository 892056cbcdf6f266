import KizunaMachine
import Testing

/// `Polished`: the two ways a store that is the output comes back from `polish`, and the
/// programmer errors around leaving the output out.
@MainActor
@Suite struct PolishedTests {
  /// A stored-output resolver that leaves the output out, as Ricemill writes it.
  enum Thermostat: ResolverType {
    struct Input: InputType {
      let warmer = PassthroughSubject<Void, Never>()
      let cooler = PassthroughSubject<Void, Never>()
    }
    typealias Output = Store
    final class Store: StoredOutputType {
      @Published var degrees = 20
    }
    struct Extra: ExtraType {}

    static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
      var cancellables: [AnyCancellable] = []
      input.warmer.sink { store.degrees += 1 }.store(in: &cancellables)
      input.cooler.sink { store.degrees -= 1 }.store(in: &cancellables)
      return Polished(cancellables: cancellables)
    }
  }

  /// The same resolver, returning a set of cancellables.
  enum SetThermostat: ResolverType {
    typealias Input = Thermostat.Input
    typealias Output = Store
    typealias Store = Thermostat.Store
    typealias Extra = Thermostat.Extra

    static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
      var cancellables = Set<AnyCancellable>()
      input.warmer.sink { store.degrees += 1 }.store(in: &cancellables)
      return Polished(cancellables: cancellables)
    }
  }

  /// A resolver whose output is a stored output, but not its store: a programmer error when it
  /// leaves the output out.
  enum Mismatched: ResolverType {
    struct Input: InputType {}
    final class Output: StoredOutputType { @Published var degrees = 0 }
    final class Store: StoreType { @Published var degrees = 0 }
    struct Extra: ExtraType {}

    static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
      Polished(cancellables: [])
    }
  }

  @Test func leavingTheOutputOutMakesTheStoreTheOutput() {
    let store = Thermostat.Store()
    let machine = Machine<Thermostat>(input: .init(), store: store, extra: .init())
    store.degrees = 30  // the output is the store itself, not a copy
    #expect(machine.output.degrees == 30)
    store.degrees = 20
    machine.input.warmer.send()
    machine.input.warmer.send()
    machine.input.cooler.send()
    #expect(machine.output.degrees == 21)
    #expect(store.degrees == 21)
  }

  @Test func theMachineKeepsTheSubscriptionsOfAPolishedWithoutOutput() {
    let input = Thermostat.Input()
    let store = Thermostat.Store()
    var machine: Machine<Thermostat>? = Machine(input: input, store: store, extra: .init())
    input.warmer.send()
    #expect(store.degrees == 21)
    _ = machine
    machine = nil
    input.warmer.send()  // the machine is gone, and its subscriptions with it
    #expect(store.degrees == 21)
  }

  @Test func aMachineWhoseStoreIsTheOutputIsObservable() {
    let machine = Machine<Thermostat>(input: .init(), store: .init(), extra: .init())
    #expect(willChangeCount(of: machine) { machine.input.cooler.send() } == 1)
  }

  @Test func cancellablesMayBeASet() {
    let polished = SetThermostat.polish(
      input: Publishing(SetThermostat.Input()), store: .init(), extra: .init())
    #expect(polished.cancellables.count == 1)
    let machine = Machine<SetThermostat>(input: .init(), store: .init(), extra: .init())
    machine.input.warmer.send()
    #expect(machine.output.degrees == 21)
  }

  @Test func aStoredOutputThatIsNotTheStoreStopsTheMachineWithAMessage() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = Machine<PolishedTests.Mismatched>(input: .init(), store: .init(), extra: .init())
      }
    }.map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("Polished(cancellables:)"))
      #expect(message.contains("Mismatched.Output"))
      #expect(message.contains("Mismatched.Store"))
      #expect(message.contains("typealias Output = Store"))
    }
  }

  @Test func readingTheOutputOfAPolishedWithoutOutputStopsWithAMessage() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let polished = PolishedTests.Thermostat.polish(
          input: Publishing(.init()), store: .init(), extra: .init())
        _ = polished.output
      }
    }.map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("read that store instead"))
    }
  }
}
