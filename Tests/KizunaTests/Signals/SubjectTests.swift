import Kizuna
import KizunaTestSupport
import Testing

struct TestFailure: Error, Equatable {}

@Suite struct SubjectTests {
  @Test func passthroughDeliversOnlyWhatIsSentAfterObserving() {
    let subject = PublishSubject<Int, TestFailure>()
    subject.send(0)
    let recorder = EventRecorder<Int, TestFailure>()
    let observation = subject.observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .failure(TestFailure()))
    subject.send(2)
    subject.send(completion: .finished)
    #expect(recorder.events == [.next(1), .failed(TestFailure())])
    #expect(recorder.grammarViolations.isEmpty)
    #expect(subject.isTerminated)
    observation.dispose()
  }

  @Test func lateObserverOfEndedSubjectReceivesTheTerminalEventAtOnce() {
    let subject = PublishSubject<Int, Never>()
    subject.send(completion: .finished)
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.observe(with: recorder.record)
    #expect(recorder.events == [.completed])
    #expect(observation.isDisposed)
  }

  @Test(arguments: [0, 1, 2, 5])
  func replaySubjectReplaysItsLastValues(bufferSize: Int) {
    let subject = ReplaySubject<Int, Never>(bufferSize: bufferSize)
    for value in 1...4 { subject.send(value) }
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.observe(with: recorder.record)
    subject.send(5)
    let replayed = Array((1...4).suffix(bufferSize))
    #expect(recorder.values == replayed + [5])
    observation.dispose()
  }

  @Test func replaySubjectReplaysValuesThenTerminalAfterEnding() {
    let subject = ReplaySubject<Int, TestFailure>(bufferSize: 2)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    subject.send(completion: .failure(TestFailure()))
    let recorder = EventRecorder<Int, TestFailure>()
    _ = subject.observe(with: recorder.record)
    #expect(recorder.events == [.next(2), .next(3), .failed(TestFailure())])
  }

  @Test func replayOneSubjectReplaysOnlyItsLatestValue() {
    let subject = ReplayOneSubject<String, Never>()
    #expect(subject.latest == nil)
    subject.send("loading")
    subject.send("done")
    let recorder = EventRecorder<String, Never>()
    let observation = subject.observe(with: recorder.record)
    #expect(recorder.values == ["done"])
    #expect(subject.latest == "done")
    observation.dispose()
  }

  @Test func releasedSubjectCompletesItsObservers() {
    let recorder = EventRecorder<Int, Never>()
    var subject: PublishSubject<Int, Never>? = PublishSubject()
    _ = subject!.observe(with: recorder.record)
    subject!.send(1)
    subject = nil
    #expect(recorder.events == [.next(1), .completed])
  }

  /// The three subjects share one body but stay three types: what an app declares on one
  /// stays on that one (with one generic class behind three typealiases, the second and third
  /// conformances below would not compile).
  @Test func eachSubjectKeepsItsOwnExtensionsAndConformances() {
    let subjects: [any AppNamed] = [
      PublishSubject<Void, Never>(), ReplaySubject<String, Never>(bufferSize: 2),
      ReplayOneSubject<Int, Never>(),
    ]
    #expect(subjects.map(\.appName) == ["publish", "replay", "replay one"])
  }

  @Test func negativeReplayBufferIsRejectedWithAClearMessage() async {
    await #expect(processExitsWith: .failure) {
      _ = ReplaySubject<Int, Never>(bufferSize: -1)
    }
  }

  @Test func signalObserverDropsEverythingAfterATerminalEvent() {
    let signal = Signal<Int, Never> { observer in
      observer.receive(1)
      observer.receive(completion: .finished)
      observer.receive(2)
      observer.receive(completion: .finished)
      return SimpleDisposable()
    }
    let recorder = EventRecorder<Int, Never>()
    _ = signal.observe(with: recorder.record)
    #expect(recorder.events == [.next(1), .completed])
    #expect(recorder.grammarViolations.isEmpty)
  }

  @Test func signalConstructorsProduceTheirEvents() {
    let just = EventRecorder<Int, TestFailure>()
    _ = Signal<Int, TestFailure>(just: 7).observe(with: just.record)
    #expect(just.events == [.next(7), .completed])
    let sequence = EventRecorder<Int, TestFailure>()
    _ = Signal<Int, TestFailure>(sequence: [1, 2]).observe(with: sequence.record)
    #expect(sequence.events == [.next(1), .next(2), .completed])
    let failed = EventRecorder<Int, TestFailure>()
    _ = Signal<Int, TestFailure>(failed: TestFailure()).observe(with: failed.record)
    #expect(failed.events == [.failed(TestFailure())])
    let completed = EventRecorder<Int, TestFailure>()
    _ = Signal<Int, TestFailure>.completed().observe(with: completed.record)
    #expect(completed.events == [.completed])
    let never = EventRecorder<Int, TestFailure>()
    let observation = Signal<Int, TestFailure>.never().observe(with: never.record)
    #expect(never.events.isEmpty)
    observation.dispose()
    #expect(observation.isDisposed)
  }

  @Test func disposingASignalObservationSilencesItsObserver() {
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.map { $0 * 10 }.observe(with: recorder.record)
    subject.send(1)
    observation.dispose()
    observation.dispose()
    subject.send(2)
    #expect(recorder.events == [.next(10)])
    #expect(observation.isDisposed)
  }
}

/// A protocol an app might conform the subjects to.
private protocol AppNamed { var appName: String { get } }
extension PublishSubject: AppNamed { fileprivate var appName: String { "publish" } }
extension ReplaySubject: AppNamed { fileprivate var appName: String { "replay" } }
extension ReplayOneSubject: AppNamed { fileprivate var appName: String { "replay one" } }
