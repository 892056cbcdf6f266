import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct ZipTests {
  @Test func pairsValuesInOrder() {
    let letters = PublishSubject<String, Never>()
    let numbers = PublishSubject<Int, Never>()
    let recorder = EventRecorder<String, Never>()
    let observation = zip(letters, numbers) { "\($0)\($1)" }.observe(with: recorder.record)
    letters.send("a")
    letters.send("b")
    numbers.send(1)
    numbers.send(2)
    numbers.send(3)
    letters.send("c")
    #expect(recorder.events == [.next("a1"), .next("b2"), .next("c3")])
    observation.dispose()
  }

  @Test func completesWhenACompletedSourceHasNothingLeft() {
    let letters = PublishSubject<String, Never>()
    let numbers = PublishSubject<Int, Never>()
    let recorder = EventRecorder<String, Never>()
    let observation = letters.zip(with: numbers).map { "\($0)\($1)" }.observe(with: recorder.record)
    letters.send("a")
    letters.send("b")
    letters.send(completion: .finished)
    #expect(recorder.events == [])
    numbers.send(1)
    #expect(recorder.events == [.next("a1")])
    numbers.send(2)
    #expect(recorder.events == [.next("a1"), .next("b2"), .completed])
    #expect(numbers.observerCount == 0)
    observation.dispose()
  }

  @Test func completesAtOnceWhenAnEmptySourceCompletes() {
    let a = PublishSubject<Int, Never>()
    let b = PublishSubject<Int, Never>()
    let recorder = EventRecorder<[Int], Never>()
    let observation = zip([a, b]).observe(with: recorder.record)
    a.send(1)
    b.send(completion: .finished)
    #expect(recorder.events == [.completed])
    #expect(a.observerCount == 0)
    observation.dispose()
  }

  @Test func failsOnTheFirstFailure() {
    let a = PublishSubject<Int, ContractFailure>()
    let b = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = zip(a, b) { $0 + $1 }.observe(with: recorder.record)
    a.send(1)
    b.send(10)
    a.send(completion: .failure(.boom))
    b.send(20)
    #expect(recorder.events == [.next(11), .failed(.boom)])
    observation.dispose()
  }

  @Test func buffersGrowAndWrapAroundKeepingOrder() {
    let a = PublishSubject<Int, Never>()
    let b = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = zip(a, b) { $0 * 100 + $1 }.observe(with: recorder.record)
    for value in 0..<3 { a.send(value) }
    for value in 0..<2 { b.send(value) }
    for value in 3..<20 { a.send(value) }  // the buffer wraps around, then grows
    for value in 2..<20 { b.send(value) }
    #expect(recorder.values == (0..<20).map { $0 * 101 })
    observation.dispose()
  }

  @Test func releasesBufferedValuesWhenDisposed() {
    final class Token: Sendable {}
    weak var weakToken: Token?
    let a = PublishSubject<Token, Never>()
    let b = PublishSubject<Int, Never>()
    do {
      let observation = zip(a, b).observe { _ in }
      for _ in 0..<6 {
        let token = Token()
        weakToken = token
        a.send(token)
      }
      #expect(weakToken != nil)
      observation.dispose()
    }
    #expect(weakToken == nil)
  }

  @Test func zipsSynchronousSequences() {
    let recorder = EventRecorder<String, Never>()
    _ = zip(
      Signal(sequence: [1, 2, 3]), Signal(sequence: ["a", "b"]),
      Signal(sequence: [true, false, true])
    )
    .map { "\($0)\($1)\($2)" }.observe(with: recorder.record)
    #expect(recorder.events == [.next("1atrue"), .next("2bfalse"), .completed])
  }

  @Test func concurrentSourcesZipEveryValueExactlyOnce() async {
    let subjects = (0..<4).map { _ in PublishSubject<Int, Never>() }
    let probe = ConcurrencyProbe<[Int]>()
    let observation = zip(subjects).observe(with: probe.record)
    await sendConcurrently(subjects, count: 2_000)
    let values = probe.values
    #expect(values.count == 2_000)
    #expect(probe.overlaps == 0)
    #expect(values == (0..<2_000).map { n in (0..<4).map { $0 * 1_000_000 + n } })
    observation.dispose()
  }
}

@Suite struct ZipStateMachineTests {
  @Test func emitsWhenEveryBufferHasAValue() {
    var machine = ZipStateMachine(sourceCount: 2)
    #expect(machine.bufferedValue(bufferWasEmpty: true) == .none)
    #expect(machine.bufferedValue(bufferWasEmpty: false) == .none)
    #expect(machine.bufferedValue(bufferWasEmpty: true) == .emit)
    #expect(machine.tookTuple(nonEmptyCount: 1, hasExhaustedSource: false) == .none)
    #expect(machine.nonEmptyCount == 1)
  }

  @Test func completesWhenASourceIsExhausted() {
    var machine = ZipStateMachine(sourceCount: 2)
    #expect(machine.sourceCompleted(bufferIsEmpty: false) == .none)
    #expect(machine.bufferedValue(bufferWasEmpty: true) == .none)
    #expect(machine.bufferedValue(bufferWasEmpty: true) == .emit)
    #expect(machine.tookTuple(nonEmptyCount: 0, hasExhaustedSource: true) == .complete)
    #expect(machine.sourceFailed() == .none)
  }

  @Test func emptyCompletesAtStartAndFailureIsFinal() {
    var empty = ZipStateMachine(sourceCount: 0)
    #expect(empty.start() == .complete)
    var machine = ZipStateMachine(sourceCount: 1)
    #expect(machine.sourceFailed() == .fail)
    #expect(machine.bufferedValue(bufferWasEmpty: true) == .none)
  }
}
