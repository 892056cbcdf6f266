import KizunaMachine
import KizunaMachineTestSupport
import Testing

/// The parts of a stopwatch, declared outside the machine so that the machine class can be
/// its own resolver on `AnyResolverBasedMachine`.
struct LapInput: InputType {
  let lap = PassthroughSubject<Void, Never>()
}

struct LapOutput: OutputType {
  let laps: AnyPublisher<Int, Never>
}

final class LapStore: StoreType {
  @Published var laps = 0
}

struct LapExtra: ExtraType {
  let step: Int
}

/// Counts laps by `extra.step`.
enum LapResolver: ResolverType {
  static func polish(
    input: Publishing<LapInput>, store: LapStore, extra: LapExtra
  ) -> Polished<LapOutput> {
    let laps = input.lap.sink { store.laps += extra.step }
    return Polished(
      output: LapOutput(laps: store.$laps.eraseToAnyPublisher()), cancellables: [laps])
  }
}

/// Counts laps backwards: another resolver with the same input and output.
enum CountdownLapResolver: ResolverType {
  static func polish(
    input: Publishing<LapInput>, store: LapStore, extra: LapExtra
  ) -> Polished<LapOutput> {
    let laps = input.lap.sink { store.laps -= extra.step }
    return Polished(
      output: LapOutput(laps: store.$laps.eraseToAnyPublisher()), cancellables: [laps])
  }
}

/// A stopwatch that is its own resolver, on Ricemill's `AnyResolverBasedMachine`.
final class Stopwatch: AnyResolverBasedMachine<LapInput, LapOutput>, ResolverType {
  convenience init() {
    self.init(input: LapInput(), store: LapStore(), extra: LapExtra(step: 10))
  }

  static func polish(
    input: Publishing<LapInput>, store: LapStore, extra: LapExtra
  ) -> Polished<LapOutput> {
    LapResolver.polish(input: input, store: store, extra: extra)
  }
}

/// `AnyResolverBasedMachine` and `AnyResolverBasedMachineType`.
@MainActor
@Suite struct AnyResolverBasedMachineTests {
  @Test func machinesOfDifferentResolversShareOneType() {
    let machines: [AnyResolverBasedMachine<LapInput, LapOutput>] = [
      .init(input: .init(), store: .init(), extra: .init(step: 1), resolver: LapResolver.self),
      .init(
        input: .init(), store: .init(), extra: .init(step: 1), resolver: CountdownLapResolver.self),
    ]
    let logs = machines.map { machine in
      let log = OutputLog<Int>()
      log.record(machine.output.laps, as: { $0 })
      machine.input.lap.send()
      return log
    }
    #expect(logs.map { $0.take() } == [[0, 1], [0, -1]])
  }

  @Test func theResolverMachineLivesAsLongAsTheErasedOne() {
    let input = LapInput()
    let store = LapStore()
    var machine: AnyResolverBasedMachine<LapInput, LapOutput>? = .init(
      input: input, store: store, extra: .init(step: 1), resolver: LapResolver.self)
    input.lap.send()
    #expect(store.laps == 1)
    _ = machine
    machine = nil
    input.lap.send()  // released with the erased machine
    #expect(store.laps == 1)
  }

  @Test func aSubclassThatIsItsOwnResolverNeedsNoResolverArgument() {
    let stopwatch = Stopwatch()
    let log = OutputLog<Int>()
    log.record(stopwatch.output.laps, as: { $0 })
    stopwatch.input.lap.send()
    stopwatch.input.lap.send()
    #expect(log.take() == [0, 10, 20])
    let erased: AnyResolverBasedMachine<LapInput, LapOutput> = stopwatch
    #expect(erased === stopwatch)
  }

  @Test func withAStoredOutputItIsAnObservableObject() {
    let machine = AnyResolverBasedMachine<StoredCounter.Input, StoredCounter.Output>(
      input: .init(), store: .init(), extra: .init(), resolver: StoredCounter.self)
    let changes = willChangeCount(of: machine) {
      machine.input.isOn.wrappedValue = true
      machine.input.increment.send()
    }
    #expect(machine.output.count == 1)
    #expect(changes > 0)
  }

  @Test func itIsAMachineType() {
    func lap(_ machine: some MachineType<LapInput, LapOutput>) { machine.input.lap.send() }
    let store = LapStore()
    let machine = AnyResolverBasedMachine<LapInput, LapOutput>(
      input: .init(), store: store, extra: .init(step: 2), resolver: LapResolver.self)
    lap(machine)
    #expect(store.laps == 2)
  }
}
