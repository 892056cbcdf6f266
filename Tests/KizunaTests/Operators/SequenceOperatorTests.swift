import Kizuna
import KizunaTestSupport
import Testing

private enum Failure: Error, Equatable { case boom }

/// The operators that read a signal like a sequence: prefix(while:), drop(while:), first,
/// last, reduce, collect, zipPrevious, combinePrevious, and handleEvents.
@Suite struct SequenceOperatorTests {
  fileprivate func record<S: SignalProtocol>(
    _ signal: S, sending values: [Int], then completion: Completion<Failure>? = .finished,
    into subject: PublishSubject<Int, Failure> = PublishSubject()
  ) -> [Event<S.Element, S.Failure>] where S.Element: Equatable {
    let recorder = EventRecorder<S.Element, S.Failure>()
    let observation = signal.observe(with: recorder.record)
    for value in values { subject.send(value) }
    if let completion { subject.send(completion: completion) }
    observation.dispose()
    return recorder.events
  }

  @Test func prefixWhileCompletesAtTheFirstFailingValueAndStopsObserving() {
    let subject = PublishSubject<Int, Failure>()
    let events = record(subject.prefix(while: { $0 < 3 }), sending: [1, 2, 5, 1], into: subject)
    #expect(events == [.next(1), .next(2), .completed])
    #expect(subject.observerCount == 0)
  }

  @Test func dropWhileStartsAtTheFirstFailingValue() {
    let subject = PublishSubject<Int, Failure>()
    let events = record(subject.drop(while: { $0 < 3 }), sending: [1, 2, 5, 1], into: subject)
    #expect(events == [.next(5), .next(1), .completed])
  }

  @Test func firstSendsOneValueThenCompletes() {
    let subject = PublishSubject<Int, Failure>()
    #expect(record(subject.first(), sending: [4, 5], into: subject) == [.next(4), .completed])
    let other = PublishSubject<Int, Failure>()
    #expect(
      record(other.first(where: { $0 > 4 }), sending: [4, 5, 6], into: other)
        == [.next(5), .completed])
  }

  @Test func lastSendsTheLastValueAtTheCompletion() {
    let subject = PublishSubject<Int, Failure>()
    #expect(record(subject.last(), sending: [1, 2, 3], into: subject) == [.next(3), .completed])
    let empty = PublishSubject<Int, Failure>()
    #expect(record(empty.last(), sending: [], into: empty) == [.completed])
    let failing = PublishSubject<Int, Failure>()
    #expect(
      record(failing.last(), sending: [1], then: .failure(.boom), into: failing)
        == [.failed(.boom)])
  }

  @Test func reduceAndCollectSendOneResultAtTheCompletion() {
    let subject = PublishSubject<Int, Failure>()
    #expect(
      record(subject.reduce(10, +), sending: [1, 2, 3], into: subject) == [.next(16), .completed])
    let empty = PublishSubject<Int, Failure>()
    #expect(record(empty.reduce(10, +), sending: [], into: empty) == [.next(10), .completed])
    let collected = PublishSubject<Int, Failure>()
    #expect(
      record(collected.collect(), sending: [1, 2, 3], into: collected)
        == [.next([1, 2, 3]), .completed])
    let failing = PublishSubject<Int, Failure>()
    #expect(
      record(failing.collect(), sending: [1], then: .failure(.boom), into: failing)
        == [.failed(.boom)])
  }

  @Test func collectByCountSendsFullArraysThenTheRest() {
    let subject = PublishSubject<Int, Failure>()
    #expect(
      record(subject.collect(2), sending: [1, 2, 3, 4, 5], into: subject)
        == [.next([1, 2]), .next([3, 4]), .next([5]), .completed])
  }

  @Test func zipPreviousAndCombinePreviousPairEachValueWithTheOneBefore() {
    let subject = PublishSubject<Int, Failure>()
    let pairs = record(
      subject.zipPrevious().map { "\($0.0.map(String.init) ?? "nil")-\($0.1)" },
      sending: [1, 2, 3], into: subject)
    #expect(pairs == [.next("nil-1"), .next("1-2"), .next("2-3"), .completed])
    let other = PublishSubject<Int, Failure>()
    let combined = record(
      other.combinePrevious(initial: 0).map { "\($0.0)-\($0.1)" }, sending: [1, 2], into: other)
    #expect(combined == [.next("0-1"), .next("1-2"), .completed])
  }

  @Test func handleEventsSeesEveryEventAndACancel() {
    let log = Lock.make([String]())
    let subject = PublishSubject<Int, Failure>()
    let signal = subject.handleEvents(
      receiveSubscription: { log.withLock { $0.append("subscribe") } },
      receiveOutput: { value in log.withLock { $0.append("value \(value)") } },
      receiveCompletion: { completion in log.withLock { $0.append("end \(completion)") } },
      receiveCancel: { log.withLock { $0.append("cancel") } })
    #expect(record(signal, sending: [1], into: subject) == [.next(1), .completed])
    #expect(log.withLock { $0 } == ["subscribe", "value 1", "end finished"])
    log.withLock { $0.removeAll() }
    let live = PublishSubject<Int, Failure>()
    let cancelled = live.handleEvents(
      receiveSubscription: { log.withLock { $0.append("subscribe") } },
      receiveCancel: { log.withLock { $0.append("cancel") } }
    ).observe { _ in }
    live.send(2)
    cancelled.dispose()
    cancelled.dispose()
    #expect(log.withLock { $0 } == ["subscribe", "cancel"])
  }
}
