import Kizuna
import KizunaMachine
import KizunaMachineTestSupport
import KizunaTestSupport
import Testing

/// A Kizuna scheduler driving Combine's time operators, in virtual time.
@Suite struct KizunaSchedulerTests {
  @Test func tellsTheBaseSchedulersTime() {
    let clock = TestScheduler(now: .seconds(5))
    let scheduler = KizunaScheduler(clock)
    #expect(scheduler.now == KizunaScheduler.Time(.seconds(5)))
    clock.advance(by: .milliseconds(250))
    #expect(scheduler.now.duration == .milliseconds(5250))
    #expect(scheduler.minimumTolerance == .zero)
  }

  @Test func receiveOnRunsWorkWhenTheBaseSchedulerRuns() {
    let clock = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let log = OutputLog<Int>()
    log.record(subject.receive(on: KizunaScheduler(clock)), as: { $0 })
    subject.send(1)
    subject.send(2)
    #expect(log.entries == [])
    clock.advance()
    #expect(log.entries == [1, 2])
  }

  @Test func delayWaitsForVirtualTime() {
    let clock = TestScheduler()
    let log = OutputLog<String>()
    log.record(
      Just(1).delay(for: .seconds(1), scheduler: KizunaScheduler(clock)), as: { "\($0)" },
      completion: { _ in "finished" })
    clock.advance(by: .milliseconds(999))
    #expect(log.entries == [])
    clock.advance(by: .milliseconds(1))
    #expect(log.entries == ["1", "finished"])
  }

  @Test func debounceSendsTheLastValueAfterAQuietPeriod() {
    let clock = TestScheduler()
    let typing = PassthroughSubject<String, Never>()
    let log = OutputLog<String>()
    log.record(
      typing.debounce(for: .milliseconds(300), scheduler: KizunaScheduler(clock)), as: { $0 })
    typing.send("K")
    clock.advance(by: .milliseconds(100))
    typing.send("Ki")
    clock.advance(by: .milliseconds(299))
    #expect(log.entries == [])
    clock.advance(by: .milliseconds(1))
    #expect(log.entries == ["Ki"])
  }

  @Test func repeatingWorkRunsEveryIntervalUntilCancelled() {
    let clock = TestScheduler()
    let scheduler = KizunaScheduler(clock)
    let ticks = EventRecorder<Duration, Never>()
    let repeating = scheduler.schedule(
      after: scheduler.now.advanced(by: .seconds(1)), interval: .seconds(2)
    ) { ticks.record(.next(clock.now)) }
    clock.advance(by: .seconds(5))
    #expect(ticks.values == [.seconds(1), .seconds(3), .seconds(5)])
    repeating.cancel()
    clock.advance(by: .seconds(10))
    #expect(ticks.values.count == 3)
    #expect(clock.pendingCount == 0)
  }

  @Test(arguments: [
    (KizunaScheduler.Time.Stride.seconds(2), Duration.seconds(2)),
    (.seconds(0.5), .milliseconds(500)),
    (.milliseconds(3), .milliseconds(3)),
    (.microseconds(4), .microseconds(4)),
    (.nanoseconds(5), .nanoseconds(5)),
    (7, .seconds(7)),
    (1.5, .milliseconds(1500)),
  ])
  func stridesConvertToDurations(stride: KizunaScheduler.Time.Stride, duration: Duration) {
    #expect(stride.duration == duration)
  }

  @Test func strideArithmetic() {
    typealias Stride = KizunaScheduler.Time.Stride
    #expect(Stride.seconds(1) + .milliseconds(500) == .milliseconds(1500))
    #expect(Stride.seconds(1) - .seconds(3) == .seconds(-2))
    #expect((Stride.seconds(-2)).magnitude == .seconds(2))
    #expect(Stride(exactly: 3) == .seconds(3))
    #expect(Stride.nanoseconds(6) * .nanoseconds(7) == .nanoseconds(42))
    #expect(Stride.milliseconds(1) < .milliseconds(2))
    let time = KizunaScheduler.Time(.seconds(1))
    #expect(time.advanced(by: .seconds(2)) == KizunaScheduler.Time(.seconds(3)))
    #expect(time.distance(to: KizunaScheduler.Time(.zero)) == .seconds(-1))
  }
}
