import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct FlatMapMergeTests {
  @Test func mergesEveryInnerSignal() {
    let outer = PublishSubject<Int, Never>()
    let inners = (0..<2).map { _ in PublishSubject<String, Never>() }
    let recorder = EventRecorder<String, Never>()
    let observation = outer.flatMapMerge { inners[$0] }.observe(with: recorder.record)
    outer.send(0)
    inners[0].send("a")
    outer.send(1)
    inners[1].send("b")
    inners[0].send("c")
    #expect(recorder.events == [.next("a"), .next("b"), .next("c")])
    observation.dispose()
    #expect(inners.allSatisfy { $0.observerCount == 0 })
    #expect(outer.observerCount == 0)
  }

  @Test func completesWhenOuterAndAllInnersCompleted() {
    let outer = PublishSubject<Int, Never>()
    let inner = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = outer.flatMapMerge { value -> Signal<Int, Never> in
      value == 0 ? inner.toSignal() : Signal(sequence: [value, value])
    }.observe(with: recorder.record)
    outer.send(0)
    outer.send(5)
    outer.send(completion: .finished)
    inner.send(1)
    #expect(recorder.events == [.next(5), .next(5), .next(1)])
    inner.send(completion: .finished)
    #expect(recorder.events == [.next(5), .next(5), .next(1), .completed])
    observation.dispose()
  }

  @Test func innerFailureFailsAndDisposesEverything() {
    let outer = PublishSubject<Int, ContractFailure>()
    let running = PublishSubject<Int, ContractFailure>()
    let failing = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = outer.flatMapMerge { $0 == 0 ? running : failing }.observe(
      with: recorder.record)
    outer.send(0)
    outer.send(1)
    running.send(1)
    failing.send(completion: .failure(.boom))
    running.send(2)
    #expect(recorder.events == [.next(1), .failed(.boom)])
    #expect(running.observerCount == 0)
    #expect(outer.observerCount == 0)
    observation.dispose()
  }

  @Test func concurrentInnersDeliverEveryValueSerially() async {
    let outer = PublishSubject<Int, Never>()
    let inners = (0..<4).map { _ in PublishSubject<Int, Never>() }
    let probe = ConcurrencyProbe<Int>()
    let observation = outer.flatMapMerge { inners[$0] }.observe(with: probe.record)
    for index in 0..<4 { outer.send(index) }
    await sendConcurrently(inners, count: 2_000)
    #expect(probe.values.count == 8_000)
    #expect(Set(probe.values).count == 8_000)
    #expect(probe.overlaps == 0)
    observation.dispose()
  }
}
