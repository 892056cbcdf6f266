import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct FlatMapConcatTests {
  @Test func runsInnerSignalsOneAfterTheOtherInOrder() {
    let outer = PublishSubject<Int, Never>()
    let inners = (0..<3).map { _ in PublishSubject<String, Never>() }
    let made = Lock.make([Int]())
    let recorder = EventRecorder<String, Never>()
    let observation = outer.flatMapConcat { index in
      made.withLock { $0.append(index) }
      return inners[index]
    }.observe(with: recorder.record)
    outer.send(0)
    outer.send(1)
    outer.send(2)
    #expect(made.withLock { $0 } == [0], "later inner signals wait for their turn")
    #expect(inners[1].observerCount == 0)
    inners[0].send("a")
    inners[0].send(completion: .finished)
    #expect(made.withLock { $0 } == [0, 1])
    inners[1].send("b")
    inners[1].send(completion: .finished)
    inners[2].send("c")
    #expect(recorder.events == [.next("a"), .next("b"), .next("c")])
    observation.dispose()
    #expect(inners.allSatisfy { $0.observerCount == 0 })
    #expect(outer.observerCount == 0)
  }

  @Test func completesAfterTheOuterAndTheLastWaitingInner() {
    let outer = PublishSubject<Int, Never>()
    let first = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = outer.flatMapConcat { value -> Signal<Int, Never> in
      value == 0 ? first.toSignal() : Signal(sequence: [value, value + 1])
    }.observe(with: recorder.record)
    outer.send(0)
    outer.send(10)
    outer.send(completion: .finished)
    #expect(recorder.events == [], "the outer completion waits for the inner signals")
    first.send(1)
    first.send(completion: .finished)
    #expect(recorder.events == [.next(1), .next(10), .next(11), .completed])
    observation.dispose()
  }

  @Test func failureDropsWaitingValuesAndDisposesTheRunningInner() {
    let outer = PublishSubject<Int, ContractFailure>()
    let running = PublishSubject<Int, ContractFailure>()
    let made = Lock.make(0)
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = outer.flatMapConcat { _ -> PublishSubject<Int, ContractFailure> in
      made.withLock { $0 += 1 }
      return running
    }.observe(with: recorder.record)
    outer.send(0)
    outer.send(1)
    outer.send(completion: .failure(.boom))
    running.send(completion: .finished)
    #expect(recorder.events == [.failed(.boom)])
    #expect(made.withLock { $0 } == 1, "a waiting value never starts after the failure")
    #expect(running.observerCount == 0)
    observation.dispose()
  }

  @Test func disposingDropsWaitingValuesAndReleasesThem() {
    final class Payload: Sendable {}
    let outer = PublishSubject<Payload, Never>()
    let running = PublishSubject<Int, Never>()
    weak var waiting: Payload?
    let observation = outer.flatMapConcat { _ in running }.observeNext { _ in }
    outer.send(Payload())
    do {
      let payload = Payload()
      waiting = payload
      outer.send(payload)
    }
    #expect(waiting != nil, "held while it waits")
    observation.dispose()
    #expect(waiting == nil, "released by dispose")
    #expect(running.observerCount == 0)
  }

  /// A backlog of synchronous inner signals runs in a loop, not by recursion: 100,000 of them
  /// would overflow the stack otherwise. Under Thread Sanitizer, 20,000: each level of a
  /// recursion would take several instrumented frames, far more than a thread's 8 MiB stack, and
  /// the single-threaded loop shows no race that a longer one would.
  @Test func longBacklogOfSynchronousInnersDoesNotRecurse() {
    let outer = PublishSubject<Int, Never>()
    let gate = PublishSubject<Int, Never>()
    let count = runsUnderThreadSanitizer ? 20_000 : 100_000
    let sum = Lock.make(0)
    let observation = outer.flatMapConcat { value -> Signal<Int, Never> in
      value == -1 ? gate.toSignal() : Signal(just: value)
    }.observeNext { value in sum.withLock { $0 += value } }
    outer.send(-1)
    for value in 1...count { outer.send(value) }
    #expect(sum.withLock { $0 } == 0)
    gate.send(completion: .finished)
    #expect(sum.withLock { $0 } == count * (count + 1) / 2)
    observation.dispose()
  }

  @Test func innerValuesOfConcurrentSendersArriveInSignalOrder() async {
    let outer = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = outer.flatMapConcat { value in
      Signal(sequence: [value * 10, value * 10 + 1])
    }.observe(with: recorder.record)
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<4 {
        group.addTask {
          for value in 0..<250 { outer.send(sender * 1_000 + value) }
        }
      }
    }
    let values = recorder.values
    #expect(values.count == 2_000)
    // Each inner signal's two values stay together: concat never interleaves two inners.
    for pair in stride(from: 0, to: values.count, by: 2) {
      #expect(values[pair] + 1 == values[pair + 1])
    }
    #expect(recorder.grammarViolations == [])
    observation.dispose()
  }
}

@Suite struct FlatMapConcatAcrossFailuresTests {
  @Test func neverFailingOuterTakesTheInnerFailureType() {
    let saves = PublishSubject<String, Never>()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation = saves.flatMapConcat { text -> Signal<String, ContractFailure> in
      text == "bad" ? Signal(failed: .boom) : Signal(just: "saved \(text)")
    }.observe(with: recorder.record)
    saves.send("a")
    saves.send("bad")
    saves.send("b")
    #expect(recorder.events == [.next("saved a"), .failed(.boom)])
    #expect(saves.observerCount == 0)
    observation.dispose()
  }

  @Test func neverFailingInnerKeepsTheOuterFailureType() {
    let pages = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation = pages.flatMapConcat { Signal<String, Never>(just: "page \($0)") }
      .observe(with: recorder.record)
    pages.send(1)
    pages.send(completion: .failure(.boom))
    #expect(recorder.events == [.next("page 1"), .failed(.boom)])
    observation.dispose()
  }
}

@Suite struct FlatMapMergeLimitTests {
  @Test func runsAtMostMaxConcurrentInnersAndStartsWaitingOnesInOrder() {
    let outer = PublishSubject<Int, Never>()
    let inners = (0..<4).map { _ in PublishSubject<Int, Never>() }
    let recorder = EventRecorder<Int, Never>()
    let observation = outer.flatMapMerge(maxConcurrent: 2) { inners[$0] }
      .observe(with: recorder.record)
    for index in 0..<4 { outer.send(index) }
    #expect(inners.map(\.observerCount) == [1, 1, 0, 0])
    inners[1].send(completion: .finished)
    #expect(inners.map(\.observerCount) == [1, 0, 1, 0])
    inners[2].send(20)
    inners[0].send(0)
    inners[0].send(completion: .finished)
    #expect(inners.map(\.observerCount) == [0, 0, 1, 1])
    inners[3].send(30)
    #expect(recorder.values == [20, 0, 30])
    observation.dispose()
    #expect(inners.allSatisfy { $0.observerCount == 0 })
  }

  @Test func innerCompletingWhileSubscribingStartsTheNextOnce() {
    // The first inner completes inside its own observe; the next waiting value must start
    // exactly once, after that observe returned.
    let outer = PublishSubject<Int, Never>()
    let made = Lock.make([Int]())
    let recorder = EventRecorder<Int, Never>()
    let blocker = PublishSubject<Int, Never>()
    let observation = outer.flatMapMerge(maxConcurrent: 1) { value -> Signal<Int, Never> in
      made.withLock { $0.append(value) }
      return value == 0 ? blocker.toSignal() : Signal(just: value)
    }.observe(with: recorder.record)
    outer.send(0)
    outer.send(1)
    outer.send(2)
    outer.send(completion: .finished)
    blocker.send(completion: .finished)
    #expect(made.withLock { $0 } == [0, 1, 2])
    #expect(recorder.events == [.next(1), .next(2), .completed])
    observation.dispose()
  }
}
