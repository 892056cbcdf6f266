import Kizuna
import KizunaTestSupport
import Testing

@Suite(.hangGuard) struct ClockSchedulerTests {
  @Test func executeRunsWorkInOrderOneAtATime() async {
    let scheduler = ClockScheduler(clock: ManualClock())
    let recorder = AsyncEventRecorder<Int, Never>()
    let running = Lock.make((now: 0, max: 0))
    for value in 0..<2_000 {
      scheduler.execute {
        running.withLock {
          $0.now += 1
          $0.max = max($0.max, $0.now)
        }
        recorder.record(.next(value))
        running.withLock { $0.now -= 1 }
      }
    }
    await recorder.waitForEvents(count: 2_000)
    #expect(recorder.values == Array(0..<2_000))
    #expect(running.withLock { $0.max } == 1)
  }

  @Test func workFromManyTasksNeverOverlaps() async {
    let scheduler = ClockScheduler()
    let recorder = AsyncEventRecorder<Int, Never>()
    let running = Lock.make((now: 0, max: 0))
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<4 {
        group.addTask {
          for value in 0..<500 {
            scheduler.execute {
              running.withLock {
                $0.now += 1
                $0.max = max($0.max, $0.now)
              }
              recorder.record(.next(sender * 1_000 + value))
              running.withLock { $0.now -= 1 }
            }
          }
        }
      }
    }
    await recorder.waitForEvents(count: 2_000)
    #expect(running.withLock { $0.max } == 1)
    for sender in 0..<4 {
      let fromSender = recorder.values.filter { $0 / 1_000 == sender }
      #expect(fromSender == Array(sender * 1_000..<sender * 1_000 + 500))
    }
  }

  @Test func scheduledWorkWaitsForTheClock() async {
    let clock = ManualClock()
    let scheduler = ClockScheduler(clock: clock)
    let recorder = AsyncEventRecorder<Duration, Never>()
    scheduler.schedule(after: .seconds(2)) { recorder.record(.next(scheduler.now)) }
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 1)
    #expect(recorder.events == [])
    clock.advance(by: .seconds(1))
    await recorder.waitForEvents(count: 1)
    #expect(recorder.values == [.seconds(2)])
  }

  @Test func disposingScheduledWorkCancelsItsTimer() async {
    let clock = ManualClock()
    let scheduler = ClockScheduler(clock: clock)
    let recorder = AsyncEventRecorder<String, Never>()
    let cancelled = scheduler.schedule(after: .seconds(1)) { recorder.record(.next("cancelled")) }
    await clock.waitForSleepers(count: 1)
    cancelled.dispose()
    #expect(cancelled.isDisposed)
    await clock.waitForSleepers(count: 0)  // the timer task woke up cancelled
    scheduler.schedule(after: .seconds(2)) { recorder.record(.next("kept")) }
    clock.advance(by: .seconds(3))
    await recorder.waitForEvents(count: 1)
    #expect(recorder.values == ["kept"])
  }

  @Test func zeroDelayRunsLikeExecute() async {
    let scheduler = ClockScheduler(clock: ManualClock())
    let recorder = AsyncEventRecorder<String, Never>()
    scheduler.schedule(after: .zero) { recorder.record(.next("a")) }
    scheduler.schedule(after: .seconds(-1)) { recorder.record(.next("b")) }
    await recorder.waitForEvents(count: 2)
    #expect(recorder.values == ["a", "b"])
  }

  @Test func nowIsTheClockTimeSinceCreation() {
    let clock = ManualClock()
    clock.advance(by: .seconds(10))
    let scheduler = ClockScheduler(clock: clock)
    #expect(scheduler.now == .zero)
    clock.advance(by: .milliseconds(1_500))
    #expect(scheduler.now == .milliseconds(1_500))
  }

  @Test func continuousClockSchedulerRunsDelayedWork() async {
    let scheduler = ClockScheduler()
    let recorder = AsyncEventRecorder<Duration, Never>()
    scheduler.schedule(after: .milliseconds(2)) { recorder.record(.next(scheduler.now)) }
    await recorder.waitForEvents(count: 1)
    #expect(recorder.values.allSatisfy { $0 >= .milliseconds(2) })
  }
}
