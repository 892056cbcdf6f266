import Kizuna
import KizunaTestSupport
import Testing

private enum APIError: Error, Equatable { case offline, busy }
private struct ScreenError: Error, Equatable { let message: String }

/// A request that counts its observations and answers the `n`th with `answer(n)`.
private func countingRequest<Element: Sendable>(
  _ answer: @escaping @Sendable (Int) -> [Event<Element, APIError>]
) -> (request: Signal<Element, APIError>, observations: Lock<Int>) {
  let observations = Lock.make(0)
  let request = Signal<Element, APIError> { observer in
    let attempt = observations.withLock { count in
      count += 1
      return count
    }
    for event in answer(attempt) { observer.receive(event) }
    return SimpleDisposable(isDisposed: true)
  }
  return (request, observations)
}

@Suite struct FailureHandlingTests {
  @Test func mapErrorTransformsTheFailureOnly() {
    let subject = PublishSubject<Int, APIError>()
    let recorder = EventRecorder<Int, ScreenError>()
    let observation = subject.mapError { _ in ScreenError(message: "offline") }
      .observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .failure(.offline))
    #expect(recorder.events == [.next(1), .failed(ScreenError(message: "offline"))])
    observation.dispose()
  }

  @Test func setFailureTypeKeepsEveryEvent() {
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, APIError>()
    let observation = subject.setFailureType(to: APIError.self).observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .finished)
    #expect(recorder.events == [.next(1), .completed])
    observation.dispose()
  }

  @Test func replaceErrorEndsWithTheValueAndACompletion() {
    let subject = PublishSubject<String, APIError>()
    let recorder = EventRecorder<String, Never>()
    let observation = subject.replaceError(with: "offline").observe(with: recorder.record)
    subject.send("a")
    subject.send(completion: .failure(.offline))
    subject.send("b")
    #expect(recorder.events == [.next("a"), .next("offline"), .completed])
    observation.dispose()
  }

  @Test func catchContinuesWithTheReplacement() {
    let subject = PublishSubject<Int, APIError>()
    let replacement = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let failures = Lock.make([APIError]())
    let observation = subject.catch { failure in
      failures.withLock { $0.append(failure) }
      return replacement
    }.observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .failure(.busy))
    replacement.send(2)
    replacement.send(completion: .finished)
    #expect(recorder.events == [.next(1), .next(2), .completed])
    #expect(failures.withLock { $0 } == [.busy])
    observation.dispose()
  }

  @Test func catchOfASignalThatFailsAtOnceKeepsTheReplacement() {
    let replacement = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = Signal<Int, APIError>(failed: .offline).catch { _ in replacement }
      .observe(with: recorder.record)
    replacement.send(5)
    #expect(recorder.events == [.next(5)])
    observation.dispose()
    #expect(replacement.observerCount == 0)
  }

  @Test func disposingDuringTheReplacementEndsIt() {
    let replacement = PublishSubject<Int, Never>()
    let observation = Signal<Int, APIError>(failed: .offline).catch { _ in replacement }
      .observeNext { _ in }
    #expect(replacement.observerCount == 1)
    observation.dispose()
    #expect(replacement.observerCount == 0)
  }

  @Test(arguments: [0, 1, 3])
  func retryObservesAgainUpToTheLimit(attempts: Int) {
    let (flaky, _) = countingRequest { attempt in [.next(attempt), .failed(.busy)] }
    let recorder = EventRecorder<Int, APIError>()
    let observation = flaky.retry(attempts).observe(with: recorder.record)
    #expect(recorder.events == (1...attempts + 1).map { .next($0) } + [.failed(.busy)])
    observation.dispose()
  }

  @Test func retryStopsRetryingOnceASubscriptionSucceeds() {
    let (request, observations) = countingRequest { attempt -> [Event<String, APIError>] in
      attempt < 3 ? [.failed(.busy)] : [.next("ok"), .completed]
    }
    let recorder = EventRecorder<String, APIError>()
    let observation = request.retry(5).observe(with: recorder.record)
    #expect(recorder.events == [.next("ok"), .completed])
    #expect(observations.withLock { $0 } == 3)
    observation.dispose()
  }

  @Test func retryWithADelayWaitsOnTheScheduler() {
    let scheduler = TestScheduler()
    let (request, observations) = countingRequest { _ -> [Event<Int, APIError>] in [.failed(.busy)]
    }
    let recorder = EventRecorder<Int, APIError>()
    let observation = request.retry(2, delay: .seconds(2), scheduler: scheduler)
      .observe(with: recorder.record)
    #expect(observations.withLock { $0 } == 1)
    scheduler.advance(by: .seconds(1))
    #expect(observations.withLock { $0 } == 1)
    scheduler.advance(by: .seconds(1))
    #expect(observations.withLock { $0 } == 2)
    scheduler.advance(by: .seconds(2))
    #expect(observations.withLock { $0 } == 3)
    #expect(recorder.events == [.failed(.busy)])
    observation.dispose()
  }

  @Test func disposingARetryCancelsTheWait() {
    let scheduler = TestScheduler()
    let (request, observations) = countingRequest { _ -> [Event<Int, APIError>] in [.failed(.busy)]
    }
    let observation = request.retry(2, delay: .seconds(1), scheduler: scheduler)
      .observe { _ in }
    observation.dispose()
    scheduler.advance(by: .seconds(5))
    #expect(observations.withLock { $0 } == 1)
  }

  @Test func tryMapFailsWithTheThrownError() {
    let text = PublishSubject<String, APIError>()
    let recorder = EventRecorder<Int, APIError>()
    let observation = text.tryMap { value throws(APIError) in
      guard let number = Int(value) else { throw .offline }
      return number
    }.observe(with: recorder.record)
    text.send("12")
    text.send("x")
    text.send("13")
    #expect(recorder.events == [.next(12), .failed(.offline)])
    observation.dispose()
  }

  @Test func tryMapOnANeverFailingSignalTakesTheThrownType() {
    let text = Observable("1")
    let recorder = EventRecorder<Int, APIError>()
    let observation = text.tryMap { value throws(APIError) in
      guard let number = Int(value) else { throw .busy }
      return number
    }.observe(with: recorder.record)
    text.value = "no"
    #expect(recorder.events == [.next(1), .failed(.busy)])
    observation.dispose()
  }

  @Test func materializeAndDematerializeRoundTrip() {
    let subject = PublishSubject<Int, APIError>()
    let events = EventRecorder<Event<Int, APIError>, Never>()
    let back = EventRecorder<Int, APIError>()
    let first = subject.materialize().observe(with: events.record)
    let second = subject.materialize().dematerialize().observe(with: back.record)
    subject.send(1)
    subject.send(completion: .failure(.offline))
    #expect(events.events == [.next(.next(1)), .next(.failed(.offline)), .completed])
    #expect(back.events == [.next(1), .failed(.offline)])
    first.dispose()
    second.dispose()
  }

  /// The most common UI pipeline: a text field, a request per text (only the latest counts),
  /// errors shown as text, bound to a label.
  ///
  /// The label binding delivers through the shared main-actor scheduler: at once when nothing
  /// is queued there, otherwise in a later main-actor turn (other tests may have queued work),
  /// so the test lets the main actor run until the label has the value.
  @MainActor
  @Test func searchFieldToRequestToLabelTypeChecksAndWorks() async {
    let query = Observable("")
    let responses = PublishSubject<String, APIError>()
    @Sendable func search(_ text: String) -> Signal<String, APIError> {
      text == "fail" ? Signal(failed: .offline) : responses.map { "\(text): \($0)" }
    }
    final class Label { var text = "" }
    let label = Label()
    let binding =
      query
      .flatMapLatest { search($0) }
      .replaceError(with: "offline")
      .bind(to: label, keyPath: \.text)
    func settle(until expected: String) async {
      for _ in 0..<100_000 where label.text != expected { await Task.yield() }
    }
    query.value = "kizuna"
    responses.send("3 results")
    await settle(until: "kizuna: 3 results")
    #expect(label.text == "kizuna: 3 results")
    query.value = "fail"
    await settle(until: "offline")
    #expect(label.text == "offline")
    binding.dispose()
  }
}
