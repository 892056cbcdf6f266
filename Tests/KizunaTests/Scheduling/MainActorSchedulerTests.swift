import Kizuna
import KizunaTestSupport
import Testing

@Suite(.hangGuard) struct MainActorSchedulerTests {
  @Test @MainActor func executeOnMainWithNothingQueuedRunsAtOnce() {
    let scheduler = MainActorScheduler.forTest(onMain: Lock.make(true))
    let log = Lock.make([String]())
    scheduler.execute { log.withLock { $0.append("work") } }
    log.withLock { $0.append("after execute") }
    #expect(log.withLock { $0 } == ["work", "after execute"])
  }

  @Test @MainActor func executeOnMainQueuesBehindWaitingWork() async {
    let onMain = Lock.make(false)
    let scheduler = MainActorScheduler.forTest(onMain: onMain)
    let recorder = AsyncEventRecorder<String, Never>()
    scheduler.execute { recorder.record(.next("from elsewhere")) }  // queued
    onMain.withLock { $0 = true }
    scheduler.execute { recorder.record(.next("from main")) }  // queued behind it
    #expect(recorder.events == [])
    await recorder.waitForEvents(count: 2)
    #expect(recorder.values == ["from elsewhere", "from main"])
    scheduler.execute { recorder.record(.next("inline again")) }  // queue empty: inline
    #expect(recorder.values == ["from elsewhere", "from main", "inline again"])
  }

  @Test @MainActor func executeWithAValueOnMainWithNothingQueuedRunsAtOnce() {
    let scheduler = MainActorScheduler.forTest(onMain: Lock.make(true))
    let log = Lock.make([String]())
    scheduler.execute("work") { value in log.withLock { $0.append(value) } }
    log.withLock { $0.append("after execute") }
    #expect(log.withLock { $0 } == ["work", "after execute"])
  }

  /// The inline value hop checks the isolation itself before it calls the main-actor closure:
  /// a main-thread probe that is wrong cannot make it run main-actor work elsewhere. (On Linux
  /// the check is libdispatch's queue assertion, which stops the process without printing the
  /// check's message, so only the stop is expected.)
  @Test func inlineValueWorkOffTheMainActorStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = MainActorScheduler(isOnMainThread: { true })
      await Task.detached { scheduler.execute(1) { _ in } }.value
    }
  }

  @Test @MainActor func executeWithAValueKeepsTheOrderOfAllWork() async {
    let onMain = Lock.make(false)
    let scheduler = MainActorScheduler.forTest(onMain: onMain)
    let recorder = AsyncEventRecorder<String, Never>()
    let record: @MainActor @Sendable (String) -> Void = { recorder.record(.next($0)) }
    scheduler.execute("first, from elsewhere", record)  // queued
    scheduler.execute { recorder.record(.next("second, from elsewhere")) }  // queued behind it
    onMain.withLock { $0 = true }
    scheduler.execute("third, from main", record)  // queued behind both
    #expect(recorder.events == [])
    await recorder.waitForEvents(count: 3)
    #expect(
      recorder.values == ["first, from elsewhere", "second, from elsewhere", "third, from main"])
    scheduler.execute("inline again", record)  // queue empty: inline
    #expect(recorder.values.last == "inline again")
  }

  @Test @MainActor func valuesFromBackgroundRunOnMainInOrder() async {
    let scheduler = MainActorScheduler()
    let recorder = AsyncEventRecorder<Int, Never>()
    let probe = MainActorProbe()
    let record: @MainActor @Sendable (Int) -> Void = { value in
      probe.recordCall()
      recorder.record(.next(value))
    }
    await Task.detached {
      for value in 0..<1_000 { scheduler.execute(value, record) }
    }.value
    await recorder.waitForEvents(count: 1_000)
    #expect(recorder.values == Array(0..<1_000))
    #expect(probe.calls == 1_000)
  }

  @Test @MainActor func workFromBackgroundRunsOnMainInOrder() async {
    let scheduler = MainActorScheduler()
    let recorder = AsyncEventRecorder<Int, Never>()
    let probe = MainActorProbe()
    await Task.detached {
      for value in 0..<10_000 {
        scheduler.execute {
          probe.recordCall()
          recorder.record(.next(value))
        }
      }
    }.value
    await recorder.waitForEvents(count: 10_000)
    #expect(recorder.values == Array(0..<10_000))
    #expect(probe.calls == 10_000)
  }

  @Test func mainActorContextIsTheSharedScheduler() {
    let context: some ExecutionContext = .mainActor
    #expect(context as? MainActorScheduler === MainActorScheduler.shared)
    let scheduler: some SignalScheduler = .mainActor
    #expect(scheduler as? MainActorScheduler === MainActorScheduler.shared)
  }

  @Test @MainActor func scheduledWorkRunsOnMainAfterItsDelay() async {
    let scheduler = MainActorScheduler()
    let recorder = AsyncEventRecorder<Duration, Never>()
    let probe = MainActorProbe()
    let start = scheduler.now
    scheduler.schedule(after: .milliseconds(5)) {
      probe.recordCall()
      recorder.record(.next(scheduler.now - start))
    }
    #expect(recorder.events == [])
    await recorder.waitForEvents(count: 1)
    #expect(probe.calls == 1)
    #expect(recorder.values.allSatisfy { $0 >= .milliseconds(5) })
  }

  @Test func disposedScheduledWorkNeverRuns() async {
    let scheduler = MainActorScheduler()
    let recorder = AsyncEventRecorder<String, Never>()
    let cancelled = scheduler.schedule(after: .milliseconds(1)) {
      recorder.record(.next("cancelled"))
    }
    cancelled.dispose()
    #expect(cancelled.isDisposed)
    // Due later than the cancelled work: had that not been cancelled, it would have run first.
    scheduler.schedule(after: .milliseconds(30)) { recorder.record(.next("kept")) }
    await recorder.waitForEvents(count: 1)
    #expect(recorder.values == ["kept"])
  }

  @Test @MainActor func zeroDelayRunsLikeExecuteAndCanBeDisposedWhileQueued() async {
    let onMain = Lock.make(true)
    let scheduler = MainActorScheduler.forTest(onMain: onMain)
    let recorder = AsyncEventRecorder<String, Never>()
    scheduler.schedule(after: .zero) { recorder.record(.next("inline")) }
    #expect(recorder.values == ["inline"])

    onMain.withLock { $0 = false }
    scheduler.execute { recorder.record(.next("first")) }
    let queued = scheduler.schedule(after: .zero) { recorder.record(.next("disposed")) }
    queued.dispose()
    scheduler.execute { recorder.record(.next("last")) }
    await recorder.waitForEvents(count: 3)
    #expect(recorder.values == ["inline", "first", "last"])
  }

  @Test func nowNeverGoesBack() {
    let scheduler = MainActorScheduler()
    var previous = scheduler.now
    for _ in 0..<1_000 {
      let current = scheduler.now
      #expect(current >= previous)
      previous = current
    }
  }
}
