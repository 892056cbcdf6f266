import Kizuna
import KizunaTestSupport
import Testing

@Suite struct ObservableTests {
  @Test func newObserverReceivesCurrentValueThenChanges() {
    let name = Observable<String?>("")
    let recorder = EventRecorder<String?, Never>()
    let observation = name.observe(with: recorder.record)
    name.value = "Ann"
    name.send(nil)
    #expect(recorder.events == [.next(""), .next("Ann"), .next(nil)])
    observation.dispose()
    name.value = "after"
    #expect(recorder.values == ["", "Ann", nil])
  }

  @Test func valueReadsTheLatestSetValue() {
    let count = Observable(1)
    count.value = 2
    count.send(3)
    #expect(count.value == 3)
  }

  @Test func lateObserverStartsFromCurrentValue() {
    let count = Observable(0)
    count.value = 5
    let recorder = EventRecorder<Int, Never>()
    let observation = count.observe(with: recorder.record)
    count.value = 6
    #expect(recorder.events == [.next(5), .next(6)])
    observation.dispose()
  }

  @Test func readOnlyViewReadsAndObservesTheSameValue() {
    let count = Observable(1)
    let exposed: AnyObservable<Int> = count.readOnly
    let recorder = EventRecorder<Int, Never>()
    let observation = exposed.observe(with: recorder.record)
    count.value = 2
    #expect(exposed.value == 2)
    #expect(recorder.values == [1, 2])
    observation.dispose()
  }

  @Test func releasingTheObservableCompletesItsObservers() {
    let recorder = EventRecorder<Int, Never>()
    var count: Observable<Int>? = Observable(1)
    let observation = count!.observe(with: recorder.record)
    weak let weakCount = count
    count = nil
    #expect(weakCount == nil)
    #expect(recorder.events == [.next(1), .completed])
    #expect(observation.isDisposed)
  }

  @Test func disposeIsIdempotentAndSilencesTheObserver() {
    let count = Observable(0)
    let recorder = EventRecorder<Int, Never>()
    let observation = count.observe(with: recorder.record)
    observation.dispose()
    observation.dispose()
    #expect(observation.isDisposed)
    count.value = 1
    #expect(recorder.events == [.next(0)])
  }

  @Test func observeNextFailedAndCompletedSplitTheEvents() {
    struct Failure: Error, Equatable {}
    let subject = PublishSubject<Int, Failure>()
    let values = EventRecorder<Int, Never>()
    let failures = EventRecorder<Bool, Never>()
    let bag = DisposeBag()
    subject.observeNext { values.record(.next($0)) }.dispose(in: bag)
    subject.observeFailed { _ in failures.record(.next(true)) }.dispose(in: bag)
    subject.observeCompleted { failures.record(.next(false)) }.dispose(in: bag)
    subject.send(1)
    subject.send(completion: .failure(Failure()))
    #expect(values.values == [1])
    #expect(failures.values == [true])
  }
}

@Suite struct ObservableUpdateTests {
  @Test func updateChangesTheValueInPlaceAndNotifies() {
    let count = Observable(1)
    let recorder = EventRecorder<Int, Never>()
    let observation = count.observe(with: recorder.record)
    count.update { $0 += 41 }
    #expect(count.value == 42)
    #expect(recorder.values == [1, 42])
    observation.dispose()
  }

  @Test func concurrentUpdatesAreNeverLost() async {
    let count = Observable(0)
    let seen = Lock.make([Int]())
    let observation = count.observeNext { value in seen.withLock { $0.append(value) } }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask { for _ in 0..<25_000 { count.update { $0 += 1 } } }
      }
    }
    #expect(count.value == 100_000)
    // Every update was delivered once, in order: the observer saw each count exactly once.
    #expect(seen.withLock { $0 } == Array(0...100_000))
    observation.dispose()
  }

  @Test func updateThatThrowsChangesNothing() {
    struct Invalid: Error {}
    let count = Observable(3)
    #expect(throws: Invalid.self) { try count.update { _ in throw Invalid() } }
    #expect(count.value == 3)
  }
}
