import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct SwitchToLatestTests {
  @Test func followsOnlyTheLatestInnerSignal() {
    let outer = PublishSubject<PublishSubject<String, Never>, Never>()
    let first = PublishSubject<String, Never>()
    let second = PublishSubject<String, Never>()
    let recorder = EventRecorder<String, Never>()
    let observation = outer.switchToLatest().observe(with: recorder.record)
    outer.send(first)
    first.send("a")
    outer.send(second)
    #expect(first.observerCount == 0)
    first.send("b")
    second.send("c")
    #expect(recorder.events == [.next("a"), .next("c")])
    observation.dispose()
    #expect(second.observerCount == 0)
  }

  @Test func completesWhenOuterAndCurrentInnerCompleted() {
    let outer = PublishSubject<PublishSubject<Int, Never>, Never>()
    let inner = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = outer.switchToLatest().observe(with: recorder.record)
    outer.send(inner)
    outer.send(completion: .finished)
    inner.send(1)
    #expect(recorder.events == [.next(1)])
    inner.send(completion: .finished)
    #expect(recorder.events == [.next(1), .completed])
    observation.dispose()
  }

  @Test func innerCompletionDoesNotEndWhileOuterRuns() {
    let outer = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = outer.flatMapLatest { Signal(sequence: [$0, $0 * 10]) }
      .observe(with: recorder.record)
    outer.send(1)
    outer.send(2)
    #expect(recorder.events == [.next(1), .next(10), .next(2), .next(20)])
    outer.send(completion: .finished)
    #expect(recorder.events == [.next(1), .next(10), .next(2), .next(20), .completed])
    observation.dispose()
  }

  @Test func innerFailureFailsAndDisposesTheOuter() {
    let outer = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = outer.flatMapLatest { value -> Signal<Int, ContractFailure> in
      value < 0 ? Signal(failed: .boom) : Signal(just: value)
    }.observe(with: recorder.record)
    outer.send(1)
    outer.send(-1)
    outer.send(2)
    #expect(recorder.events == [.next(1), .failed(.boom)])
    #expect(outer.observerCount == 0)
    observation.dispose()
  }

  @Test func tenThousandInnerSubjectsLeaveOnlyTheLastObserved() {
    let outer = PublishSubject<PublishSubject<Int, Never>, Never>()
    let inners = (0..<10_000).map { _ in PublishSubject<Int, Never>() }
    let recorder = EventRecorder<Int, Never>()
    let observation = outer.switchToLatest().observe(with: recorder.record)
    for (index, inner) in inners.enumerated() {
      outer.send(inner)
      inner.send(index)
    }
    #expect(recorder.values == Array(0..<10_000))
    #expect(inners.dropLast().allSatisfy { $0.observerCount == 0 })
    #expect(inners.last!.observerCount == 1)
    observation.dispose()
  }

  @Test func staleInnerRacingWithSwitchesIsNeverDelivered() async {
    let outer = PublishSubject<PublishSubject<Int, Never>, Never>()
    let old = PublishSubject<Int, Never>()
    let probe = ConcurrencyProbe<Int>()
    let observation = outer.switchToLatest().observe(with: probe.record)
    outer.send(old)
    let replacements = (0..<500).map { _ in PublishSubject<Int, Never>() }
    await withTaskGroup(of: Void.self) { group in
      group.addTask { for value in 0..<5_000 { old.send(value) } }
      group.addTask {
        for replacement in replacements {
          outer.send(replacement)
          replacement.send(-1)
        }
      }
    }
    let values = probe.values
    #expect(values.filter { $0 == -1 }.count == 500)
    // Values of `old` only before the first switch, in order.
    let fromOld = Array(values.prefix { $0 >= 0 })
    #expect(fromOld == Array(0..<fromOld.count))
    #expect(values.dropFirst(fromOld.count).allSatisfy { $0 == -1 })
    #expect(probe.overlaps == 0)
    observation.dispose()
  }
}
