import Kizuna
import Synchronization
import Testing

/// A scheduler as an app writes one (the Threading article's shape): it knows nothing of the
/// binding inspector. Work waits until the test runs it, outside the label it was given under.
private final class HeldWorkScheduler: SignalScheduler {
  private let held = Mutex<[@Sendable () -> Void]>([])

  var now: Duration { .zero }

  func execute(_ work: @escaping @Sendable () -> Void) { held.withLock { $0.append(work) } }

  func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> any Disposable {
    execute(work)
    return BlockDisposable {}
  }

  /// Runs the held work, and the work it queues, in order.
  func runAll() {
    while let work = held.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { work() }
  }
}

/// Work that the library hands to a scheduler written outside it carries the binding scope
/// (recording and label) of the code that made the binding: the library wraps the work, not
/// each scheduler.
@Suite struct ThirdPartySchedulerScopeTests {
  private struct Failure: Error {}

  @Test func subscribeOnAThirdPartySchedulerKeepsTheLabel() {
    let scheduler = HeldWorkScheduler()
    let recording = BindingRecording()
    let count = Observable(0)
    let bag = DisposeBag()
    let upstream = Signal<Int, Never> { observer in
      count.observeNext { observer.receive(.next($0)) }
    }
    recording.record {
      LiveBindings.withLabel("Search") {
        upstream.subscribe(on: scheduler).observeNext { _ in }.dispose(in: bag)
      }
      scheduler.runAll()  // outside the label
    }
    #expect(count.observerCount == 1)
    let labels = recording.liveBindings().bindings.map(\.label)
    #expect(labels.count == 2)
    #expect(labels.allSatisfy { $0 == "Search" })
  }

  @Test func aRetryTimedOnAThirdPartySchedulerKeepsTheLabel() {
    let scheduler = HeldWorkScheduler()
    let recording = BindingRecording()
    let count = Observable(0)
    let bag = DisposeBag()
    let attempts = Atomic(0)
    let upstream = Signal<Int, Failure> { observer in
      if attempts.add(1, ordering: .relaxed).newValue == 1 {
        observer.receive(.failed(Failure()))
        return BlockDisposable {}
      }
      return count.observeNext { observer.receive(.next($0)) }
    }
    recording.record {
      LiveBindings.withLabel("Retry") {
        upstream.retry(1, delay: .seconds(1), scheduler: scheduler)
          .observe { _ in }.dispose(in: bag)
      }
      scheduler.runAll()  // the retry, outside the label
    }
    #expect(attempts.load(ordering: .relaxed) == 2)
    #expect(count.observerCount == 1)
    let labels = recording.liveBindings().bindings.map(\.label)
    #expect(labels.contains("Retry"))
    #expect(!labels.contains(nil))
  }
}
