import Dispatch
import Kizuna
import KizunaDispatch
import KizunaTestSupport
import Testing

/// Whether the caller runs on `queue`, checked with a queue-specific key.
private final class QueueMarker: Sendable {
  private static let key = DispatchSpecificKey<Int>()

  private let queue: DispatchQueue
  init(_ queue: DispatchQueue) {
    self.queue = queue
    queue.setSpecific(key: Self.key, value: 1)
  }

  var isCurrent: Bool { DispatchQueue.getSpecific(key: Self.key) == 1 }
}

@Suite(.hangGuard) struct DispatchQueueSchedulerTests {
  @Test func executeRunsWorkOnTheQueueInOrder() async {
    let queue = DispatchQueue(label: "kizuna.test.execute")
    let marker = QueueMarker(queue)
    let recorder = AsyncEventRecorder<Int, Never>()
    let offQueue = Lock.make(0)
    for value in 0..<1_000 {
      queue.execute {
        if !marker.isCurrent { offQueue.withLock { $0 += 1 } }
        recorder.record(.next(value))
      }
    }
    await recorder.waitForEvents(count: 1_000)
    #expect(recorder.values == Array(0..<1_000))
    #expect(offQueue.withLock { $0 } == 0)
  }

  @Test func scheduledWorkRunsOnTheQueueAfterItsDelay() async {
    let queue = DispatchQueue(label: "kizuna.test.schedule")
    let marker = QueueMarker(queue)
    let recorder = AsyncEventRecorder<Bool, Never>()
    let start = queue.now
    let elapsed = Lock.make(Duration.zero)
    let work = queue.schedule(after: .milliseconds(5)) {
      elapsed.withLock { $0 = queue.now - start }
      recorder.record(.next(marker.isCurrent))
    }
    await recorder.waitForEvents(count: 1)
    #expect(recorder.values == [true])
    #expect(elapsed.withLock { $0 } >= .milliseconds(5))
    #expect(work.isDisposed)  // ran: nothing left to cancel
  }

  /// Deterministic whatever the host's speed: a gate holds the serial queue until the work is
  /// disposed, so the work cannot have started before `dispose()`, however late this thread
  /// gets there; then the gate opens and a barrier drains the queue.
  @Test func disposedWorkNeverRuns() async {
    let queue = DispatchQueue(label: "kizuna.test.cancel")
    let recorder = AsyncEventRecorder<String, Never>()
    let gate = DispatchSemaphore(value: 0)
    queue.async { gate.wait() }  // the queue is blocked until the gate opens
    let cancelled = queue.schedule(after: .milliseconds(1)) { recorder.record(.next("cancelled")) }
    cancelled.dispose()
    #expect(cancelled.isDisposed)
    // Due later on the same serial queue: had the first not been cancelled, it would run first.
    let kept = queue.schedule(after: .milliseconds(2)) { recorder.record(.next("kept")) }
    gate.signal()
    await recorder.waitForEvents(count: 1)
    queue.sync {}  // barrier: everything the queue had to run has run
    #expect(recorder.values == ["kept"])
    #expect(kept.isDisposed)  // ran: nothing left to cancel
  }

  @Test(arguments: [Duration.zero, .seconds(-5)])
  func nonPositiveDelayRunsSoon(delay: Duration) async {
    let queue = DispatchQueue(label: "kizuna.test.zero")
    let recorder = AsyncEventRecorder<String, Never>()
    queue.schedule(after: delay) { recorder.record(.next("ran")) }
    await recorder.waitForEvents(count: 1)
    #expect(recorder.values == ["ran"])
  }

  @Test func deadlinesClampToTheFarFuture() {
    #expect(DispatchQueue.deadline(after: .seconds(Int64.max)) == .distantFuture)
    #expect(DispatchQueue.deadline(after: .seconds(1 << 40)) == .distantFuture)
    let before = DispatchTime.now().uptimeNanoseconds
    let soon = DispatchQueue.deadline(after: .milliseconds(10)).uptimeNanoseconds
    #expect(soon >= before + 10_000_000)
    #expect(soon < DispatchTime.distantFuture.uptimeNanoseconds)
  }

  @Test func nowFollowsDispatchTime() {
    let queue = DispatchQueue(label: "kizuna.test.now")
    let before = Duration.nanoseconds(DispatchTime.now().uptimeNanoseconds)
    let now = queue.now
    let after = Duration.nanoseconds(DispatchTime.now().uptimeNanoseconds)
    #expect(before <= now && now <= after)
  }

  @Test func receiveOnAConcurrentQueueKeepsOrder() async {
    let queue = DispatchQueue(label: "kizuna.test.concurrent", attributes: .concurrent)
    let subject = PublishSubject<Int, Never>()
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = subject.receive(on: queue).observe(with: recorder.record)
    await Task.detached {
      for value in 0..<10_000 { subject.send(value) }
      subject.send(completion: .finished)
    }.value
    await recorder.waitForTermination()
    #expect(recorder.events == (0..<10_000).map { .next($0) } + [.completed])
    observation.dispose()
  }

  @Test func receiveOnTheMainQueueDeliversOnTheMainActor() async {
    let subject = PublishSubject<Int, Never>()
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = subject.receive(on: DispatchQueue.main).observe { event in
      MainActor.assumeIsolated { recorder.record(event) }  // traps unless on the main actor
    }
    subject.send(1)
    subject.send(completion: .finished)
    await recorder.waitForTermination()
    #expect(recorder.events == [.next(1), .completed])
    observation.dispose()
  }
}

/// Work queued on a queue keeps the binding recording and the label of whoever queued it.
@Suite(.hangGuard) struct DispatchQueueBindingScopeTests {
  @Test func workQueuedOnAQueueRunsInTheQueuersRecordingAndLabel() async {
    let queue = DispatchQueue(label: "scope")
    let recording = BindingRecording()
    let count = Observable(0)
    let bag = DisposeBag()
    await recording.record {
      await withCheckedContinuation { continuation in
        LiveBindings.withLabel("Now") {
          queue.execute { count.observeNext { _ in }.dispose(in: bag) }
        }
        LiveBindings.withLabel("Later") {
          _ = queue.schedule(after: .milliseconds(1)) {
            count.observeNext { _ in }.dispose(in: bag)
            continuation.resume()
          }
        }
      }
    }
    #expect(count.observerCount == 2)
    #expect(recording.liveBindings().bindings.map(\.label) == ["Now", "Later"])
  }
}
