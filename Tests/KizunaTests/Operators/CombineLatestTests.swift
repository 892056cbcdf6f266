import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct CombineLatestTests {
  @Test func emitsOnceEverySourceHasAValueThenOnEachChange() {
    let name = PublishSubject<String, Never>()
    let age = PublishSubject<Int, Never>()
    let log = Lock<[String]>.make([])
    let observation = combineLatest(name, age).observe { event in
      log.withLock { $0.append("\(event)") }
    }
    name.send("Ann")
    age.send(30)
    age.send(31)
    name.send("Bo")
    #expect(
      log.withLock { $0 } == [#"next(("Ann", 30))"#, #"next(("Ann", 31))"#, #"next(("Bo", 31))"#])
    observation.dispose()
  }

  @Test func combinesFiveHeterogeneousSourcesWithTransform() {
    // The sign-up screen: login id, password, confirmation, terms, request running.
    let login = Observable("")
    let password = Observable("")
    let confirmation = Observable("")
    let terms = Observable(false)
    let isRunning = Observable(false)
    let recorder = EventRecorder<Bool, Never>()
    let observation = combineLatest(login, password, confirmation, terms, isRunning) {
      login, password, confirmation, terms, isRunning in
      !login.isEmpty && !password.isEmpty && password == confirmation && terms && !isRunning
    }.removeDuplicates().observe(with: recorder.record)
    login.value = "ann"
    password.value = "secret"
    confirmation.value = "secret"
    terms.value = true
    isRunning.value = true
    isRunning.value = false
    #expect(recorder.events == [.next(false), .next(true), .next(false), .next(true)])
    observation.dispose()
  }

  @Test func tupleOfFiveHasTheRightTypesAndValues() {
    let recorder = EventRecorder<String, Never>()
    let combined: Signal<(Int, String, Bool, Double, [Int]), Never> = combineLatest(
      Signal(just: 1), Signal(just: "a"), Signal(just: true), Signal(just: 2.5), Signal(just: [3]))
    _ = combined.map { "\($0.0) \($0.1) \($0.2) \($0.3) \($0.4)" }.observe(with: recorder.record)
    #expect(recorder.events == [.next("1 a true 2.5 [3]"), .completed])
  }

  @Test func completesOnlyWhenAllSourcesCompleted() {
    let a = PublishSubject<Int, Never>()
    let b = PublishSubject<Int, Never>()
    let recorder = EventRecorder<[Int], Never>()
    let observation = a.combineLatest(with: b).map { [$0, $1] }.observe(with: recorder.record)
    a.send(1)
    a.send(completion: .finished)
    b.send(2)
    b.send(3)
    #expect(recorder.events == [.next([1, 2]), .next([1, 3])])
    b.send(completion: .finished)
    #expect(recorder.events == [.next([1, 2]), .next([1, 3]), .completed])
    observation.dispose()
  }

  @Test func failsOnTheFirstFailureAndDisposesTheOthers() {
    let a = PublishSubject<Int, ContractFailure>()
    let b = PublishSubject<String, ContractFailure>()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation = combineLatest(a, b) { "\($0)\($1)" }.observe(with: recorder.record)
    a.send(1)
    b.send("x")
    b.send(completion: .failure(.boom))
    a.send(2)
    #expect(recorder.events == [.next("1x"), .failed(.boom)])
    #expect(a.observerCount == 0)
    observation.dispose()
  }

  @Test func synchronousFailureSkipsTheRemainingSources() {
    let later = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<String, ContractFailure>()
    _ = combineLatest(Signal<Int, ContractFailure>(failed: .boom), later) { "\($0)\($1)" }
      .observe(with: recorder.record)
    #expect(recorder.events == [.failed(.boom)])
    #expect(later.observerCount == 0)
  }

  @Test func arrayFormCombinesHomogeneousSources() {
    let fields = [Observable("a"), Observable("b"), Observable("c")]
    let recorder = EventRecorder<[String], Never>()
    let observation = combineLatest(fields).observe(with: recorder.record)
    fields[1].value = "B"
    #expect(recorder.events == [.next(["a", "b", "c"]), .next(["a", "B", "c"])])
    observation.dispose()

    let empty = EventRecorder<[Int], Never>()
    _ = combineLatest([Signal<Int, Never>]()).observe(with: empty.record)
    #expect(empty.events == [.completed])
  }

  @Test func concurrentSourcesGiveExactCountsWithSerialDelivery() async {
    let subjects = (0..<5).map { _ in PublishSubject<Int, Never>() }
    let probe = ConcurrencyProbe<[Int]>()
    let observation = combineLatest(subjects).observe(with: probe.record)
    for (index, subject) in subjects.enumerated() { subject.send(index * 1_000_000) }
    #expect(probe.values.count == 1)
    await sendConcurrently(subjects, count: 1_000)
    let values = probe.values
    // One tuple for the priming round, then one per value sent.
    #expect(values.count == 1 + 5_000)
    #expect(probe.overlaps == 0)
    // Each slot only moves forward.
    for slot in 0..<5 {
      let column = values.map { $0[slot] }
      #expect(column == column.sorted())
      #expect(column.last == slot * 1_000_000 + 999)
    }
    observation.dispose()
  }
}

@Suite struct CombineLatestStateMachineTests {
  @Test func emitsOnlyWhenEverySourceHasAValue() {
    var machine = CombineLatestStateMachine(sourceCount: 2)
    #expect(machine.start() == .none)
    #expect(machine.receivedValue(isFirstFromSource: true) == .none)
    #expect(machine.receivedValue(isFirstFromSource: false) == .none)
    #expect(machine.receivedValue(isFirstFromSource: true) == .emit)
    #expect(machine.receivedValue(isFirstFromSource: false) == .emit)
  }

  @Test func completesAfterAllSourcesAndIgnoresLaterEvents() {
    var machine = CombineLatestStateMachine(sourceCount: 2)
    #expect(machine.sourceCompleted() == .none)
    #expect(machine.sourceCompleted() == .complete)
    #expect(machine.receivedValue(isFirstFromSource: true) == .none)
    #expect(machine.sourceFailed() == .none)
  }

  @Test func failsOnceAndEmptyCompletesAtStart() {
    var machine = CombineLatestStateMachine(sourceCount: 2)
    #expect(machine.sourceFailed() == .fail)
    #expect(machine.sourceCompleted() == .none)
    var empty = CombineLatestStateMachine(sourceCount: 0)
    #expect(empty.start() == .complete)
    #expect(empty.start() == .none)
  }
}
