import Kizuna
import KizunaMachine
import KizunaMachineTestSupport
import KizunaTestSupport
import Testing

/// Kizuna signals and observables as publishers, and publishers as signals.
@Suite struct BridgeTests {
  // MARK: Signal -> publisher

  @Test func aSignalBecomesAPublisherOfItsValuesAndCompletion() {
    let log = OutputLog<String>()
    log.record(
      Signal<Int, Never>(sequence: [1, 2, 3]).toPublisher(), as: { "\($0)" },
      completion: { _ in "finished" })
    #expect(log.entries == ["1", "2", "3", "finished"])
  }

  @Test func aFailingSignalFailsThePublisher() {
    let subject = PublishSubject<Int, TestFailure>()
    let subscriber = DemandSubscriber<Int, TestFailure>(initial: .unlimited)
    subject.toPublisher().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestFailure(code: 5)))
    subject.send(2)
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestFailure(code: 5))
    #expect(subscriber.completionCount == 1)
  }

  @Test func anObservableBecomesAPublisherThatStartsWithTheCurrentValue() {
    let count = Observable(5)
    let log = OutputLog<Int>()
    log.record(count.toPublisher(), as: { $0 })
    count.value = 6
    count.readOnly.toPublisher().sink { _ in }.cancel()
    #expect(log.entries == [5, 6])
  }

  @Test func valuesWaitInOrderForTheSubscribersDemand() {
    let subject = PublishSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(1))
    subject.toPublisher().subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    subject.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(5))
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
  }

  @Test func theSignalIsObservedFromTheFirstDemandAndDisposedOnCancel() {
    let events = EventRecorder<String, Never>()
    let signal = Signal<Int, Never> { observer in
      events.record(.next("observed"))
      observer.receive(1)
      return BlockDisposable { events.record(.next("disposed")) }
    }
    let subscriber = DemandSubscriber<Int, Never>(initial: .none)
    signal.toPublisher().subscribe(subscriber)
    #expect(events.values == [])
    subscriber.request(.max(1))
    #expect(events.values == ["observed"])
    #expect(subscriber.values == [1])
    subscriber.cancel()
    subscriber.cancel()
    #expect(events.values == ["observed", "disposed"])
  }

  @Test func concurrentSignalSendsReachThePublisherSerially() async {
    let subject = PublishSubject<Int, Never>()
    let log = OutputLog<Int>()
    log.record(subject.toPublisher(), as: { $0 })
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<4 {
        group.addTask {
          for value in 0..<250 { subject.send(sender * 1000 + value) }
        }
      }
    }
    let values = log.entries
    #expect(values.count == 1000)
    for sender in 0..<4 {
      #expect(values.filter { $0 / 1000 == sender } == Array(sender * 1000..<sender * 1000 + 250))
    }
  }

  @Test func cancellingWhileOtherThreadsSendStopsDelivery() async {
    let subject = PublishSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .unlimited)
    subject.toPublisher().subscribe(subscriber)
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<2 {
        group.addTask {
          for value in 0..<500 { subject.send(sender * 1000 + value) }
        }
      }
      group.addTask { subscriber.cancel() }
    }
    let delivered = subscriber.values.count
    subject.send(-1)
    #expect(subscriber.values.count == delivered)
    #expect(!subscriber.values.contains(-1))
    #expect(subscriber.completionCount == 0)
  }

  // MARK: Publisher -> signal

  @Test func aPublisherBecomesASignal() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let bag = DisposeBag()
    subject.toSignal().observe(with: recorder.record).dispose(in: bag)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(recorder.events == [.next(1), .next(2), .completed])
    #expect(recorder.grammarViolations.isEmpty)
  }

  @Test func aFailingPublisherFailsTheSignal() {
    let recorder = EventRecorder<Int, TestFailure>()
    let bag = DisposeBag()
    Fail<Int, TestFailure>(error: TestFailure(code: 9)).toSignal()
      .observe(with: recorder.record).dispose(in: bag)
    #expect(recorder.events == [.failed(TestFailure(code: 9))])
  }

  @Test func disposingTheObservationCancelsTheSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    let cancels = EventRecorder<String, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.handleEvents(receiveCancel: { cancels.record(.next("cancel")) })
      .toSignal().observe(with: recorder.record)
    subject.send(1)
    observation.dispose()
    observation.dispose()
    subject.send(2)
    #expect(recorder.events == [.next(1)])
    #expect(cancels.values == ["cancel"])
  }

  @Test func aPublisherAssignsToAnObservable() {
    let title = Observable("")
    let names = PassthroughSubject<String, Never>()
    let assignment = names.assign(to: title)
    names.send("Kizuna")
    #expect(title.value == "Kizuna")
    assignment.cancel()
    names.send("Bond")
    #expect(title.value == "Kizuna")
  }

  // MARK: Disposable <-> Cancellable

  @Test func aDisposableBecomesACancellable() {
    let disposable = SimpleDisposable()
    let cancellable = disposable.toCancellable()
    #expect(!disposable.isDisposed)
    cancellable.cancel()
    #expect(disposable.isDisposed)
  }

  @Test func releasingTheCancellableDisposes() {
    let disposable = SimpleDisposable()
    var cancellable: AnyCancellable? = disposable.toCancellable()
    _ = cancellable
    cancellable = nil
    #expect(disposable.isDisposed)
  }

  @Test func aCancellableBecomesADisposableThatCancelsOnce() {
    let cancels = EventRecorder<String, Never>()
    let disposable = AnyCancellable { cancels.record(.next("cancel")) }.toDisposable()
    #expect(!disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    #expect(disposable.isDisposed)
    #expect(cancels.values == ["cancel"])
  }
}

/// A publisher made from a signal records its subscriptions at the line that made it.
@Suite struct SignalPublisherSiteTests {
  @Test func aSubscriptionIsRecordedWhereThePublisherWasMade() throws {
    let recording = BindingRecording()
    let count = Observable(0)
    let subscriber = DemandSubscriber<Int, Never>(initial: .unlimited)
    let line = recording.record { () -> Int in
      count.toPublisher().subscribe(subscriber)
      return #line - 1
    }
    count.value = 1
    let live = try #require(recording.liveBindings().bindings.first)
    #expect(live.kind == .bridge)
    #expect(live.site.fileID == "KizunaMachineTests/BridgeTests.swift")
    #expect(live.site.line == line)
    #expect(live.events == 2)
    subscriber.cancel()
    #expect(recording.liveBindings().bindings.isEmpty)
  }
}
