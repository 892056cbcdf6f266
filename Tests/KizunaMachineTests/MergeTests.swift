import KizunaMachine
import KizunaMachineTestSupport
import Testing

/// `merge`, which KizunaMachine adds to OpenCombine (Combine's own on Apple platforms).
@Suite struct MergeTests {
  enum Seen: Equatable, Sendable {
    case value(Int)
    case finished
    case failed(TestFailure)
  }

  static func seen<F: Error>(_ completion: Subscribers.Completion<F>) -> Seen {
    switch completion {
    case .finished: .finished
    case .failure(let failure): .failed(failure as! TestFailure)
    }
  }

  @Test func deliversValuesOfBothInArrivalOrder() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let log = OutputLog<Seen>()
    log.record(a.merge(with: b), as: Seen.value, completion: { _ in .finished })
    a.send(1)
    b.send(2)
    a.send(3)
    #expect(log.entries == [.value(1), .value(2), .value(3)])
  }

  @Test func finishesOnlyWhenEveryUpstreamHasFinished() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let log = OutputLog<Seen>()
    log.record(a.merge(with: b), as: Seen.value, completion: { _ in .finished })
    a.send(completion: .finished)
    b.send(1)
    #expect(log.take() == [.value(1)])
    b.send(completion: .finished)
    #expect(log.take() == [.finished])
  }

  @Test func failsAsSoonAsOneUpstreamFailsAndIgnoresTheOthers() {
    let a = PassthroughSubject<Int, TestFailure>()
    let b = PassthroughSubject<Int, TestFailure>()
    let log = OutputLog<Seen>()
    log.record(a.merge(with: b), as: Seen.value, completion: Self.seen)
    a.send(1)
    b.send(completion: .failure(TestFailure(code: 7)))
    a.send(2)
    #expect(log.entries == [.value(1), .failed(TestFailure(code: 7))])
  }

  @Test func mergesThreeAndFourPublishers() {
    let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
    let three = OutputLog<Int>()
    let four = OutputLog<Int>()
    three.record(subjects[0].merge(with: subjects[1], subjects[2]), as: { $0 })
    four.record(subjects[0].merge(with: subjects[1], subjects[2], subjects[3]), as: { $0 })
    for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
    #expect(three.entries == [2, 1, 0])
    #expect(four.entries == [3, 2, 1, 0])
  }

  @Test func mergeManyMergesASequenceOfPublishers() {
    let log = OutputLog<Seen>()
    log.record(
      Publishers.MergeMany([Just(1), Just(2), Just(3)]), as: Seen.value,
      completion: { _ in .finished })
    #expect(log.entries == [.value(1), .value(2), .value(3), .finished])
  }

  @Test func honoursTheSubscribersDemand() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(2))
    a.merge(with: b).subscribe(subscriber)
    a.send(1)
    b.send(2)
    a.send(3)  // no demand left
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(1))
    b.send(4)
    // One more value, never two: OpenCombine's flatMap keeps 3 for the new demand; Combine
    // may drop it at the subject (a subject drops values its subscriber has not asked for).
    #expect(subscriber.values.count == 3)
    #expect([3, 4].contains(subscriber.values.last))
  }

  @Test func cancellingStopsDelivery() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .unlimited)
    a.merge(with: b).subscribe(subscriber)
    a.send(1)
    subscriber.cancel()
    a.send(2)
    b.send(3)
    #expect(subscriber.values == [1])
  }

  @Test func concurrentSendersLoseNoValue() async {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let log = OutputLog<Int>()
    log.record(a.merge(with: b), as: { $0 })
    let senders = [SendableSubject(a), SendableSubject(b)]
    await withTaskGroup(of: Void.self) { group in
      for (index, sender) in senders.enumerated() {
        group.addTask {
          for value in 0..<500 { sender.send(index * 1000 + value) }
        }
      }
    }
    let values = log.entries
    #expect(values.count == 1000)
    #expect(values.filter { $0 < 1000 } == Array(0..<500))
    #expect(values.filter { $0 >= 1000 } == Array(1000..<1500))
  }
}

/// A Combine subject handed to concurrent tasks.
///
/// Safety: Combine's (and OpenCombine's) `PassthroughSubject.send` locks internally and may be
/// called from any thread.
struct SendableSubject<Output: Sendable>: @unchecked Sendable {
  let subject: PassthroughSubject<Output, Never>

  init(_ subject: PassthroughSubject<Output, Never>) {
    self.subject = subject
  }

  func send(_ value: Output) {
    subject.send(value)
  }
}
