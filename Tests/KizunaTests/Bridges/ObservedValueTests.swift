import Kizuna
import KizunaTestSupport
import Observation
import Testing

@Suite(.hangGuard) @MainActor struct ObservedValueTests {
  @Test func showsTheObservablesValueThenEachChange() async {
    let count = Observable(0)
    let shown = ObservedValue(count)
    #expect(shown.value == 0)
    count.value = 1
    await flushMainActor()
    #expect(shown.value == 1)
    count.value = 2
    await flushMainActor()
    #expect(shown.value == 2)
  }

  @Test func tellsObservationWhenTheValueChanges() async {
    let count = Observable(0)
    let shown = ObservedValue(count)
    await flushMainActor()
    let counter = ObservationCounter { _ = shown.value }
    #expect(counter.changes == 0)
    count.value = 5
    await flushMainActor()
    #expect(counter.changes == 1)
    #expect(shown.value == 5)
  }

  @Test func showsTheInitialValueUntilTheSignalSends() async {
    let taps = PublishSubject<Int, Never>()
    let shown = ObservedValue(taps, initial: 7)
    await flushMainActor()
    #expect(shown.value == 7)
    taps.send(3)
    await flushMainActor()
    #expect(shown.value == 3)
  }

  @Test func valuesFromOtherThreadsArriveInOrder() async {
    let count = Observable(0)
    let shown = ObservedValue(count)
    let seen = Observable<[Int]>([])
    let log = count.toSignal().observeNext(on: .mainActor) { _ in
      seen.update { $0.append(shown.value) }
    }
    await Task.detached {
      for value in 1...200 { count.value = value }
    }.value
    await flushMainActor()
    #expect(shown.value == 200)
    // Each value reached the model before the next one: the model never goes back.
    #expect(seen.value == seen.value.sorted())
    log.dispose()
  }

  @Test func keepsTheLastValueWhenTheSignalCompletes() async {
    let shown = ObservedValue(Signal(sequence: [1, 2, 3]), initial: 0)
    await flushMainActor()
    #expect(shown.value == 3)
  }

  @Test func releasingTheModelEndsTheObservation() async {
    let disposed = Observable(false)
    let values = PublishSubject<Int, Never>()
    let signal = Signal<Int, Never> { observer in
      let inner = values.observe(with: observer.receive)
      return BlockDisposable {
        inner.dispose()
        disposed.value = true
      }
    }
    var shown: ObservedValue<Int>? = ObservedValue(signal, initial: 0)
    weak let weakShown = shown
    values.send(1)
    await flushMainActor()
    #expect(shown?.value == 1)
    shown = nil
    #expect(weakShown == nil)  // the observation does not keep the model alive
    #expect(disposed.value)
  }
}
