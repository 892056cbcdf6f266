import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct MergeTests {
  @Test func mergesValuesInArrivalOrderAndCompletesWhenAllComplete() {
    let a = PublishSubject<Int, ContractFailure>()
    let b = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = merge(a, b).observe(with: recorder.record)
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(recorder.events == [.next(1), .next(2), .next(3)])
    b.send(completion: .finished)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    observation.dispose()
  }

  @Test func failsOnTheFirstFailureAndDisposesTheOthers() {
    let a = PublishSubject<Int, ContractFailure>()
    let b = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = a.merge(with: b).observe(with: recorder.record)
    a.send(1)
    b.send(completion: .failure(.boom))
    a.send(2)
    #expect(recorder.events == [.next(1), .failed(.boom)])
    #expect(a.observerCount == 0)
    observation.dispose()
  }

  @Test func arrayFormsMergeAndEmptyCompletes() {
    let recorder = EventRecorder<Int, Never>()
    _ = merge([Signal(sequence: [1, 2]), Signal(just: 3)]).observe(with: recorder.record)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])

    let mixed: [any SignalProtocol<Int, Never>] = [Observable(7), Signal(just: 8)]
    let mixedRecorder = EventRecorder<Int, Never>()
    let observation = merge(mixed).observe(with: mixedRecorder.record)
    #expect(mixedRecorder.events == [.next(7), .next(8)])
    observation.dispose()

    let empty = EventRecorder<Int, Never>()
    _ = merge([Signal<Int, Never>]()).observe(with: empty.record)
    #expect(empty.events == [.completed])
  }

  @Test func reentrantSendIsDeliveredAfterTheCurrentValue() {
    let a = PublishSubject<Int, Never>()
    let b = PublishSubject<Int, Never>()
    let log = Lock<[String]>.make([])
    let observation = merge(a, b).observeNext { value in
      log.withLock { $0.append("begin \(value)") }
      if value == 1 { b.send(2) }
      log.withLock { $0.append("end \(value)") }
    }
    a.send(1)
    #expect(log.withLock { $0 } == ["begin 1", "end 1", "begin 2", "end 2"])
    observation.dispose()
  }

  @Test func concurrentSourcesDeliverEveryValueSeriallyInPerSourceOrder() async {
    let subjects = (0..<4).map { _ in PublishSubject<Int, Never>() }
    let probe = ConcurrencyProbe<Int>()
    let observation = merge(subjects).observe(with: probe.record)
    await sendConcurrently(subjects, count: 2_000)
    let values = probe.values
    #expect(values.count == 8_000)
    #expect(probe.overlaps == 0)
    for source in 0..<4 {
      let fromSource = values.filter { $0 / 1_000_000 == source }
      #expect(fromSource == (0..<2_000).map { source * 1_000_000 + $0 })
    }
    observation.dispose()
  }
}

@Suite struct MergeStateMachineTests {
  @Test func completesAfterEverySourceCompleted() {
    var machine = MergeStateMachine(sourceCount: 2)
    #expect(machine.start() == .none)
    #expect(machine.receivedValue() == .forward)
    #expect(machine.sourceCompleted() == .none)
    #expect(machine.sourceCompleted() == .complete)
    #expect(machine.receivedValue() == .none)
    #expect(machine.sourceFailed() == .none)
  }

  @Test func failsOnceAndNoSourcesCompletesAtStart() {
    var machine = MergeStateMachine(sourceCount: 3)
    #expect(machine.sourceFailed() == .fail)
    #expect(machine.sourceFailed() == .none)
    var empty = MergeStateMachine(sourceCount: 0)
    #expect(empty.start() == .complete)
  }
}
