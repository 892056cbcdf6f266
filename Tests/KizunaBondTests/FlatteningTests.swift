import KizunaBond
import Testing

@Suite("merge, switchToLatest and flatMap (Bond v4)")
struct FlatteningTests {
  /// An inner producer that counts its live observations.
  final class Probe: EventProducerType {
    let producer = EventProducer<Int>()
    private(set) var liveObservations = 0
    var replayLength: Int { 0 }

    func observe(_ observer: @escaping (Int) -> Void) -> any DisposableType {
      liveObservations += 1
      let observation = producer.observe(observer)
      return BlockDisposable { [weak self] in
        self?.liveObservations -= 1
        observation.dispose()
      }
    }

    func send(_ event: Int) { producer.next(event) }
  }

  @Test("merge() sends the events of every inner producer")
  func mergeInner() {
    let outer = EventProducer<Probe>()
    let (first, second) = (Probe(), Probe())
    var received: [Int] = []
    outer.merge().observe { received.append($0) }
    outer.next(first)
    first.send(1)
    outer.next(second)
    second.send(2)
    first.send(3)
    #expect(received == [1, 2, 3])
    #expect(first.liveObservations == 1 && second.liveObservations == 1)
  }

  @Test("switchToLatest() follows only the latest inner producer and ends the previous one")
  func switchToLatest() {
    let outer = EventProducer<Probe>()
    let (first, second) = (Probe(), Probe())
    var received: [Int] = []
    outer.switchToLatest().observe { received.append($0) }
    outer.next(first)
    first.send(1)
    outer.next(second)
    #expect(first.liveObservations == 0)
    #expect(second.liveObservations == 1)
    first.send(2)
    second.send(3)
    #expect(received == [1, 3])
  }

  @Test("releasing a switchToLatest ends its inner observation")
  func switchToLatestReleaseEndsInner() {
    let outer = EventProducer<Probe>()
    let inner = Probe()
    let observation = outer.switchToLatest().observe { _ in }
    outer.next(inner)
    #expect(inner.liveObservations == 1)
    observation.dispose()
    #expect(inner.liveObservations == 0)
  }

  @Test("flatMap(.Latest) follows the latest producer; flatMap(.Merge) all of them")
  func flatMapStrategies() {
    let queries = EventProducer<Int>()
    var probes: [Probe] = []
    var latest: [Int] = []
    var merged: [Int] = []
    let makeProbe = { (_: Int) -> Probe in
      let probe = Probe()
      probes.append(probe)
      return probe
    }
    queries.flatMap(.Latest, transform: makeProbe).observe { latest.append($0) }
    queries.next(1)
    queries.flatMap(.Merge, transform: makeProbe).observe { merged.append($0) }
    queries.next(2)
    // probes: [latest's 1, latest's 2, merge's 2]; sending to each in turn.
    for (index, probe) in probes.enumerated() { probe.send(index * 10) }
    queries.next(3)
    probes[1].send(5)
    probes[2].send(6)
    #expect(latest == [10])
    #expect(merged == [20, 6])
  }

  @Test("the free merge(_:) sends the events of every producer in the sequence")
  func mergeSequence() {
    let producers = [EventProducer<Int>(), EventProducer<Int>(), EventProducer<Int>()]
    var received: [Int] = []
    merge(producers).observe { received.append($0) }
    producers[2].next(3)
    producers[0].next(1)
    producers[1].next(2)
    #expect(received == [3, 1, 2])
  }
}
