import KizunaMachine
import KizunaMachineTestSupport
import Testing

/// `combineLatest`, which KizunaMachine adds to OpenCombine (Combine's own on Apple platforms).
@Suite struct CombineLatestTests {
  struct Pair: Equatable, Sendable {
    let a: Int
    let b: String
  }

  @Test func sendsThePairOfLatestValuesOnceBothHaveSent() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let log = OutputLog<Pair>()
    log.record(a.combineLatest(b), as: { Pair(a: $0.0, b: $0.1) })
    a.send(1)
    a.send(2)
    #expect(log.take() == [])
    b.send("x")
    #expect(log.take() == [Pair(a: 2, b: "x")])
    a.send(3)
    b.send("y")
    #expect(log.take() == [Pair(a: 3, b: "x"), Pair(a: 3, b: "y")])
  }

  @Test func appliesTheTransform() {
    let isOn = PassthroughSubject<Bool, Never>()
    let count = PassthroughSubject<Int, Never>()
    let log = OutputLog<Bool>()
    log.record(isOn.combineLatest(count) { $0 && $1 > 0 }, as: { $0 })
    isOn.send(true)
    count.send(0)
    count.send(1)
    isOn.send(false)
    #expect(log.entries == [false, true, false])
  }

  @Test func combinesThreeAndFourPublishers() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let d = PassthroughSubject<Int, Never>()
    let three = OutputLog<[Int]>()
    let four = OutputLog<[Int]>()
    let summed = OutputLog<Int>()
    three.record(a.combineLatest(b, c), as: { [$0.0, $0.1, $0.2] })
    four.record(a.combineLatest(b, c, d), as: { [$0.0, $0.1, $0.2, $0.3] })
    summed.record(a.combineLatest(b, c) { $0 + $1 + $2 }, as: { $0 })
    a.send(1)
    b.send(2)
    c.send(3)
    d.send(4)
    a.send(10)
    #expect(three.entries == [[1, 2, 3], [10, 2, 3]])
    #expect(four.entries == [[1, 2, 3, 4], [10, 2, 3, 4]])
    #expect(summed.entries == [6, 15])
  }

  @Test func finishesWhenBothHaveFinished() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let log = OutputLog<String>()
    log.record(a.combineLatest(b), as: { "\($0.0),\($0.1)" }, completion: { _ in "finished" })
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(log.take() == ["1,2", "1,3"])
    b.send(completion: .finished)
    #expect(log.take() == ["finished"])
  }

  @Test func failsAsSoonAsEitherFails() {
    let a = PassthroughSubject<Int, TestFailure>()
    let b = PassthroughSubject<Int, TestFailure>()
    let log = OutputLog<String>()
    log.record(
      a.combineLatest(b), as: { "\($0.0),\($0.1)" },
      completion: { completion in
        if case .failure(let failure) = completion { "failed \(failure.code)" } else { "finished" }
      })
    a.send(1)
    b.send(2)
    a.send(completion: .failure(TestFailure(code: 3)))
    b.send(4)
    #expect(log.entries == ["1,2", "failed 3"])
  }

  @Test func honoursTheSubscribersDemand() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(1))
    a.combineLatest(b) { $0 + $1 }.subscribe(subscriber)
    a.send(1)
    b.send(10)
    a.send(2)
    #expect(subscriber.values == [11])
  }

  @Test func concurrentSendersEndWithTheLatestOfBoth() async {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let log = OutputLog<[Int]>()
    log.record(a.combineLatest(b), as: { [$0.0, $0.1] })
    a.send(-1)
    b.send(-1)
    await withTaskGroup(of: Void.self) { group in
      for subject in [SendableSubject(a), SendableSubject(b)] {
        group.addTask {
          for value in 0..<500 { subject.send(value) }
        }
      }
    }
    let pairs = log.entries
    #expect(pairs.count == 1001)
    #expect(pairs.last == [499, 499])
    // Each side's values appear in the order they were sent.
    #expect(pairs.map(\.[0]) == pairs.map(\.[0]).sorted())
    #expect(pairs.map(\.[1]) == pairs.map(\.[1]).sorted())
  }
}
