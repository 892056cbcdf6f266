import Kizuna
import KizunaTestSupport
import Testing

private enum TestError: Error, Equatable { case boom }

@Suite(.hangGuard) struct SignalAsyncSequenceTests {
  @Test func sendsTheElementsThenCompletes() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = Signal(stream).observe(with: recorder.record)
    for value in 1...3 { continuation.yield(value) }
    continuation.finish()
    await recorder.waitForTermination()
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    observation.dispose()
  }

  @Test func toSignalWrapsTheSequence() async {
    let stream = AsyncStream<String> { continuation in
      continuation.yield("a")
      continuation.finish()
    }
    let recorder = AsyncEventRecorder<String, Never>()
    let observation = stream.toSignal().observe(with: recorder.record)
    await recorder.waitForTermination()
    #expect(recorder.events == [.next("a"), .completed])
    observation.dispose()
  }

  @Test func aThrowingSequenceFails() async {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
    let recorder = AsyncEventRecorder<Int, any Error>()
    let observation = Signal(stream).observe(with: recorder.record)
    continuation.yield(1)
    continuation.finish(throwing: TestError.boom)
    await recorder.waitForTermination()
    let events = recorder.events
    #expect(events.count == 2)
    #expect(events.first?.element == 1)
    guard case .failed(let failure) = events.last else {
      Issue.record("expected a failure, got \(events)")
      return
    }
    #expect(failure as? TestError == .boom)
    observation.dispose()
  }

  @Test func disposeCancelsTheIteratingTask() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let terminated = AsyncEventRecorder<Void, Never>()
    continuation.onTermination = { _ in terminated.record(.next(())) }
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = Signal(stream).observe(with: recorder.record)
    continuation.yield(1)
    await recorder.waitForEvents(count: 1)
    observation.dispose()
    await terminated.waitForEvents(count: 1)
    continuation.yield(2)
    #expect(recorder.events == [.next(1)])
  }

  @Test func operationSendsItsResultThenCompletes() async {
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = Signal<Int, Never> { 6 * 7 }.observe(with: recorder.record)
    await recorder.waitForTermination()
    #expect(recorder.events == [.next(42), .completed])
    observation.dispose()
  }

  @Test func operationFailureIsSentTyped() async {
    let recorder = AsyncEventRecorder<Int, TestError>()
    let failing = Signal<Int, TestError> { () async throws(TestError) -> Int in throw .boom }
    let observation = failing.observe(with: recorder.record)
    await recorder.waitForTermination()
    #expect(recorder.events == [.failed(.boom)])
    observation.dispose()
  }

  @Test func operationRunsOncePerObservation() async {
    let runs = Lock.make(0)
    let signal = Signal<Int, Never> {
      runs.withLock {
        $0 += 1
        return $0
      }
    }
    let first = AsyncEventRecorder<Int, Never>()
    let second = AsyncEventRecorder<Int, Never>()
    let observations = [signal.observe(with: first.record), signal.observe(with: second.record)]
    await first.waitForTermination()
    await second.waitForTermination()
    #expect(Set(first.values + second.values) == [1, 2])
    for observation in observations { observation.dispose() }
  }

  @Test func disposeCancelsTheOperationAndSilencesIt() async {
    let progress = AsyncEventRecorder<String, Never>()
    let (gate, opener) = AsyncStream.makeStream(of: Void.self)
    let signal = Signal<String, Never> {
      await withTaskCancellationHandler {
        progress.record(.next("started"))
        for await _ in gate {}  // ends when cancelled
        return Task.isCancelled ? "cancelled" : "finished"
      } onCancel: {
        progress.record(.next("cancel requested"))
      }
    }
    let recorder = AsyncEventRecorder<String, Never>()
    let observation = signal.observe(with: recorder.record)
    await progress.waitForEvents(count: 1)
    observation.dispose()
    await progress.waitForEvents(count: 2)
    #expect(progress.values == ["started", "cancel requested"])
    opener.finish()
    #expect(recorder.events == [])
  }
}
