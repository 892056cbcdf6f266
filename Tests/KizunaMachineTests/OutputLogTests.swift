import KizunaMachine
import KizunaMachineTestSupport
import Testing

/// The machine test helper.
@Suite struct OutputLogTests {
  enum Seen: Equatable, Sendable {
    case count(Int)
    case title(String)
    case finished
  }

  @Test func logsSeveralOutputsInArrivalOrder() {
    let count = PassthroughSubject<Int, Never>()
    let title = PassthroughSubject<String, Never>()
    let log = OutputLog<Seen>()
    log.record(count, as: Seen.count, completion: { _ in .finished })
    log.record(title, as: Seen.title)
    count.send(1)
    title.send("a")
    count.send(2)
    title.send(completion: .finished)  // not logged: no completion entry given
    count.send(completion: .finished)
    #expect(log.entries == [.count(1), .title("a"), .count(2), .finished])
  }

  @Test func takeReturnsOnlyWhatIsNew() {
    let count = PassthroughSubject<Int, Never>()
    let log = OutputLog<Seen>()
    log.record(count, as: Seen.count)
    count.send(1)
    #expect(log.take() == [.count(1)])
    #expect(log.take() == [])
    count.send(2)
    #expect(log.take() == [.count(2)])
    #expect(log.entries == [])
  }

  @Test func cancelStopsRecording() {
    let count = PassthroughSubject<Int, Never>()
    let log = OutputLog<Seen>()
    log.record(count, as: Seen.count)
    count.send(1)
    log.cancel()
    count.send(2)
    #expect(log.entries == [.count(1)])
  }
}
