import KizunaTestSupport
import Testing

@testable import Kizuna

/// Disposal under many observers: the slot scheme of ``Broadcaster`` (O(1) removal with
/// empty slots and compaction) must keep the order, deliver exactly once, and release at once.
@Suite struct BroadcasterDisposalTests {
  /// Random subscribes, disposals and sends against a model: every send reaches exactly the
  /// live observers, in subscription order, once each.
  @Test(arguments: PropertySettings.seeds(default: 40))
  func randomChurnKeepsOrderAndDeliversExactlyOnce(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let subject = PublishSubject<Int, Never>()
    let log = Lock.make([(observer: Int, value: Int)]())
    var live: [(id: Int, observation: any Disposable)] = []
    var nextID = 0
    for step in 0..<400 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        let count = Int.random(in: 1...50, using: &random)
        for _ in 0..<count {
          let id = nextID
          nextID += 1
          live.append(
            (id, subject.observeNext { value in log.withLock { $0.append((id, value)) } }))
        }
      case 4..<8 where !live.isEmpty:
        let count = Int.random(in: 1...max(1, live.count * 3 / 4), using: &random)
        for _ in 0..<count where !live.isEmpty {
          live.remove(at: Int.random(in: 0..<live.count, using: &random)).observation.dispose()
        }
      default:
        log.withLock { $0.removeAll() }
        subject.send(step)
        let received = log.withLock { $0 }
        #expect(
          received.map(\.observer) == live.map(\.id),
          "seed \(seed), step \(step): the live observers, in subscription order, once each")
        #expect(received.allSatisfy { $0.value == step })
      }
      #expect(subject.observerCount == live.count, "seed \(seed), step \(step)")
    }
    for entry in live { entry.observation.dispose() }
    #expect(subject.observerCount == 0)
  }

  @Test func disposingAnObserverInTheMiddleReleasesItAtOnce() {
    final class Capture: Sendable {}
    let subject = PublishSubject<Int, Never>()
    let before = (0..<10).map { _ in subject.observeNext { _ in } }
    weak var weakCapture: Capture?
    var middle: (any Disposable)?
    do {
      let capture = Capture()
      weakCapture = capture
      middle = subject.observeNext { _ in _ = capture }
    }
    let after = (0..<10).map { _ in subject.observeNext { _ in } }
    middle?.dispose()
    middle = nil
    #expect(weakCapture == nil, "an empty slot holds nothing")
    #expect(subject.observerCount == 20)
    for observation in before + after { observation.dispose() }
    #expect(subject.observerCount == 0)
  }

  @Test func disposingTwiceOrAfterCompactionRemovesNobodyElse() {
    let subject = PublishSubject<Int, Never>()
    let received = Lock.make(Set<Int>())
    let observations = (0..<100).map { index in
      subject.observeNext { _ in received.withLock { _ = $0.insert(index) } }
    }
    // Dispose the even ones (this compacts), then dispose them all again.
    for index in stride(from: 0, to: 100, by: 2) { observations[index].dispose() }
    for index in stride(from: 0, to: 100, by: 2) { observations[index].dispose() }
    #expect(subject.observerCount == 50)
    subject.send(1)
    #expect(received.withLock { $0 } == Set(stride(from: 1, to: 100, by: 2)))
    for observation in observations { observation.dispose() }
  }

  @Test func observerDisposedDuringABroadcastMissesIt() {
    let subject = PublishSubject<Int, Never>()
    let log = Lock.make([Int]())
    let later = SerialDisposable()
    let first = subject.observeNext { _ in
      log.withLock { $0.append(0) }
      later.dispose()
    }
    let others = (1..<5).map { index in
      subject.observeNext { _ in log.withLock { $0.append(index) } }
    }
    later.inner = subject.observeNext { _ in log.withLock { $0.append(99) } }
    subject.send(1)
    #expect(log.withLock { $0 } == [0, 1, 2, 3, 4])
    #expect(subject.observerCount == 5)
    first.dispose()
    for observation in others { observation.dispose() }
  }

  /// One thread sends while others dispose their observers: each observer sees a gap-free,
  /// in-order prefix of the values, and none is left at the end.
  @Test func concurrentDisposalWhileSending() async {
    let subject = PublishSubject<Int, Never>()
    let observerCount = 400
    let values = 2_000
    let logs = (0..<observerCount).map { _ in Lock.make([Int]()) }
    let observations = (0..<observerCount).map { index in
      subject.observeNext { value in logs[index].withLock { $0.append(value) } }
    }
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for value in 0..<values { subject.send(value) }
      }
      for worker in 0..<3 {
        group.addTask {
          for index in stride(from: worker, to: observerCount, by: 3) {
            observations[index].dispose()
            await Task.yield()
          }
        }
      }
    }
    #expect(subject.observerCount == 0)
    for (index, log) in logs.enumerated() {
      let received = log.withLock { $0 }
      #expect(received == Array(0..<received.count), "observer \(index)")
    }
  }
}
