import Kizuna
import KizunaTestSupport
import Testing

@Suite struct DisposableTests {
  @Test func blockDisposableRunsItsActionOnce() {
    let runs = EventRecorder<Int, Never>()
    let disposable = BlockDisposable { runs.record(.next(1)) }
    #expect(!disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    #expect(disposable.isDisposed)
    #expect(runs.values == [1])
  }

  @Test func bagDisposesEverythingAndStaysUsable() {
    let count = Observable(0)
    let recorder = EventRecorder<Int, Never>()
    let bag = DisposeBag()
    count.observe(with: recorder.record).dispose(in: bag)
    #expect(!bag.isEmpty)
    bag.dispose()
    #expect(bag.isEmpty)
    count.value = 1
    count.observe(with: recorder.record).dispose(in: bag)  // reused, like a recycled cell
    count.value = 2
    #expect(recorder.values == [0, 1, 2])
    bag.dispose()
  }

  @Test func releasedBagDisposesItsItems() {
    let disposable = SimpleDisposable()
    var bag: DisposeBag? = DisposeBag()
    disposable.dispose(in: bag!)
    bag = nil
    #expect(disposable.isDisposed)
  }

  @Test func compositeDisposesItemsAddedAfterItEnded() {
    let composite = CompositeDisposable([SimpleDisposable()])
    composite.dispose()
    let late = SimpleDisposable()
    composite.insert(late)
    #expect(composite.isDisposed)
    #expect(late.isDisposed)
  }

  @Test func serialDisposesThePreviousInnerAndLateAssignments() {
    let serial = SerialDisposable()
    let first = SimpleDisposable()
    let second = SimpleDisposable()
    serial.inner = first
    serial.inner = second
    #expect(first.isDisposed)
    #expect(!second.isDisposed)
    serial.dispose()
    #expect(second.isDisposed)
    let third = SimpleDisposable()
    serial.inner = third
    #expect(third.isDisposed)
  }
}
