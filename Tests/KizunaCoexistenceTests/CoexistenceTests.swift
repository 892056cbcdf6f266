// Kizuna, KizunaMachine, Combine (OpenCombine on Linux) and Observation in one file, as in
// every SwiftUI file of an app: nothing here is module-qualified, and it must stay so
// (Kizuna's names live beside Combine's).
import Kizuna
import KizunaMachine
import KizunaTestSupport
import Observation
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor @Observable private final class Profile {
  var name = "Ann"
}

/// A machine that takes Combine's subjects and a Combine scheduler from `Extra`.
private enum GreetingMachine: ResolverType {
  struct Input: InputType {
    let name = PassthroughSubject<String, Never>()  // Combine's
  }
  struct Output: OutputType {
    let greeting: AnyPublisher<String, Never>
  }
  final class Store: StoreType {
    @Published var name = ""
  }
  struct Extra: ExtraType {
    let scheduler: KizunaScheduler
  }

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []
    input.name
      .debounce(for: .seconds(1), scheduler: extra.scheduler)
      .assign(to: \.name, on: store)
      .store(in: &cancellables)
    let greeting = store.$name.map { "Hello, \($0)" }.eraseToAnyPublisher()
    return Polished(output: Output(greeting: greeting), cancellables: cancellables)
  }
}

@MainActor
@Suite struct CoexistenceTests {
  @Test func theReadmesTasteCompilesAndRuns() {
    let name = Observable<String?>("")
    let password = Observable("")
    let bag = DisposeBag()
    let names = EventRecorder<String, Never>()
    name.observeNext { names.record(.next($0 ?? "nil")) }.dispose(in: bag)
    let canSignUp = EventRecorder<Bool, Never>()
    combineLatest(name, password)
      .map { name, password in (name?.isEmpty == false) && password.count >= 8 }
      .removeDuplicates()
      .observeNext { canSignUp.record(.next($0)) }
      .dispose(in: bag)
    let field = Observable("draft")
    field.bidirectionalBind(to: password).dispose(in: bag)
    name.value = "kizuna"
    field.value = "long enough"
    #expect(names.values == ["", "kizuna"])
    #expect(canSignUp.values == [false, true])
    #expect(password.value == "long enough")
  }

  @Test func kizunaAndCombineSubjectsAndSchedulersSitSideBySide() {
    let kizunaTaps = PublishSubject<Int, Never>()  // Kizuna's
    let combineTaps = PassthroughSubject<Int, Never>()  // Combine's
    let virtualTime = TestScheduler()  // a Kizuna SignalScheduler
    let scheduler: any SignalScheduler = virtualTime
    var received: [Int] = []
    let cancellable = combineTaps.sink { received.append($0) }
    let bridged = kizunaTaps.toPublisher().sink { received.append($0 * 10) }
    let delayed = EventRecorder<Int, Never>()
    let observation = kizunaTaps.delay(for: .seconds(1), scheduler: scheduler)
      .observe(with: delayed.record)
    combineTaps.send(1)
    kizunaTaps.send(2)
    virtualTime.advance(by: .seconds(1))
    #expect(received == [1, 20])
    #expect(delayed.values == [2])
    cancellable.cancel()
    bridged.cancel()
    observation.dispose()
  }

  @Test func aMachineRunsBesideKizunaAndObservation() {
    let virtualTime = TestScheduler()
    let machine = Machine<GreetingMachine>(
      input: .init(), store: .init(), extra: .init(scheduler: KizunaScheduler(virtualTime)))
    var greetings: [String] = []
    let cancellable = machine.output.greeting.sink { greetings.append($0) }
    machine.input.name.send("Bo")
    virtualTime.advance(by: .seconds(1))
    #expect(greetings == ["Hello, ", "Hello, Bo"])

    let profile = Profile()
    let names = EventRecorder<String, Never>()
    let observation = Signal.observing(profile, \.name).observe(with: names.record)
    #expect(names.values == ["Ann"])
    cancellable.cancel()
    observation.dispose()
  }
}
