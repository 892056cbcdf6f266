import Foundation
import Kizuna
import KizunaTestSupport
import Testing

/// A counter with a lock, for observers called from many threads.
final class Tally: Sendable {
  private struct State {
    var count = 0
    var inside = 0
    var overlaps = 0
    var lastBySender: [Int: Int] = [:]
    var outOfOrder = 0
  }
  private let state = Lock.make(State())

  func enter() {
    state.withLock {
      $0.inside += 1; if $0.inside > 1 { $0.overlaps += 1 }
    }
  }
  func leave() { state.withLock { $0.inside -= 1 } }
  func count(sender: Int, sequence: Int) {
    state.withLock { state in
      state.count += 1
      if let last = state.lastBySender[sender], last >= sequence { state.outOfOrder += 1 }
      state.lastBySender[sender] = sequence
    }
  }
  var count: Int { state.withLock { $0.count } }
  var overlaps: Int { state.withLock { $0.overlaps } }
  var outOfOrder: Int { state.withLock { $0.outOfOrder } }
}

/// Runs `body(index)` on `count` real threads at once and waits for all of them.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      body(index)
      group.leave()
    }
    thread.start()
  }
  group.wait()
}

@Suite struct ThreadSafetyTests {
  static let senders = 4
  static let sendsPerSender = 25_000

  /// 4 threads x 25,000 sends while a fifth thread keeps subscribing and disposing observers:
  /// the permanent observer receives every value exactly once, one at a time, in each sender's
  /// order.
  @Test func concurrentSendsWithSubscribeAndDisposeChurnDeliverExactly() {
    let subject = PublishSubject<(sender: Int, sequence: Int), Never>()
    let tally = Tally()
    let permanent = subject.observeNext { value in
      tally.enter()
      tally.count(sender: value.sender, sequence: value.sequence)
      tally.leave()
    }
    let churnCount = Tally()
    onThreads(Self.senders + 1) { index in
      if index == Self.senders {
        for round in 0..<2_000 {
          let observation = subject.observeNext { _ in churnCount.count(sender: round, sequence: 0)
          }
          observation.dispose()
        }
      } else {
        for sequence in 0..<Self.sendsPerSender { subject.send((index, sequence)) }
      }
    }
    #expect(tally.count == Self.senders * Self.sendsPerSender)
    #expect(tally.overlaps == 0)
    #expect(tally.outOfOrder == 0)
    #expect(subject.observerCount == 1)
    permanent.dispose()
    #expect(subject.observerCount == 0)
  }

  @Test func concurrentObservableSetsEndWithTheLastDeliveredValue() {
    let value = Observable(0)
    let lastSeen = Lock.make(0)
    let seen = Tally()
    let observation = value.observeNext { number in
      seen.enter()
      lastSeen.withLock { $0 = number }
      seen.leave()
    }
    onThreads(Self.senders) { index in
      for sequence in 1...Self.sendsPerSender { value.value = index * 1_000_000 + sequence }
    }
    #expect(seen.overlaps == 0)
    #expect(lastSeen.withLock { $0 } == value.value)
    observation.dispose()
  }

  /// A value set from another thread while an observer runs: delivered after it, never inside it.
  @Test func observersAreNeverCalledWhileALockIsHeld() {
    let value = Observable(0)
    let observation = value.observeNext { number in
      // Reading, observing and disposing from inside an observer would deadlock (or trap in a
      // debug build's error-checking mutex) if the observable held its lock while calling out.
      _ = value.value
      value.observeNext { _ in }.dispose()
      if number == 1 { value.value = 2 }
    }
    value.value = 1
    #expect(value.value == 2)
    observation.dispose()
  }
}
