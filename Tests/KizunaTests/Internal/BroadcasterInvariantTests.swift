import KizunaTestSupport
import Testing

@testable import Kizuna

private struct TestError: Error {}

/// Drives ``Broadcaster`` through subscribe, dispose, send and terminal sequences so that its
/// state's executable invariants (`_checkInvariants()`, run after every change in debug builds)
/// are checked at each step; each test also checks them once more at the end, explicitly.
@Suite struct BroadcasterInvariantTests {
  /// Checks the invariants of `broadcaster`'s state now (debug builds; a no-op otherwise).
  func check<Element, Failure>(_ broadcaster: Broadcaster<Element, Failure>) {
    #if DEBUG
      broadcaster.state.withLock { $0._checkInvariants() }
    #endif
  }

  /// Disposing from the front then the last slot once left more than half the slots empty
  /// (`[nil, nil, c]`); the last-slot removal now compacts too.
  @Test func removingTheLastSlotKeepsAtMostHalfEmpty() {
    let broadcaster = Broadcaster<Int, Never>(replay: .none)
    let log = Lock.make([String]())
    let subscriptions = ["a", "b", "c", "d"].map { name in
      broadcaster.subscribe(.values { value in log.withLock { $0.append("\(name)\(value)") } })
    }
    subscriptions[0].dispose()
    subscriptions[1].dispose()
    subscriptions[3].dispose()
    check(broadcaster)
    #expect(broadcaster.observerCount == 1)
    #expect(broadcaster.state.withLock { $0.observers.count } == 1)
    broadcaster.send(.next(1))
    subscriptions[2].dispose()
    broadcaster.send(.next(2))
    #expect(log.withLock { $0 } == ["c1"])
    #expect(broadcaster.state.withLock { $0.observers.isEmpty })
  }

  /// A table of sequences: each step changes the state, and every change is checked.
  @Test(arguments: [
    "s s s d0 n s d2 n d1 s n c s",
    "s d0 s s d2 d1 s s s d3 d5 n d4 n",
    "s s s s s s d1 d2 d3 n d5 d0 n d4 f s n",
    "c s s n",
  ])
  func sequenceKeepsTheInvariants(script: String) {
    let broadcaster = Broadcaster<Int, TestError>(replay: .buffer([], limit: 2))
    var subscriptions: [BroadcastSubscription<Int, TestError>] = []
    var value = 0
    for step in script.split(separator: " ") {
      switch step.first {
      case "s": subscriptions.append(broadcaster.subscribe(.events { _ in }))
      case "d": subscriptions[Int(step.dropFirst())!].dispose()
      case "n":
        value += 1
        broadcaster.send(.next(value))
      case "c": broadcaster.send(.completed)
      case "f": broadcaster.send(.failed(TestError()))
      default: Issue.record("unknown step \(step)")
      }
      check(broadcaster)
    }
    let live = subscriptions.filter { !$0.isDisposed }.count
    #expect(broadcaster.observerCount == (broadcaster.isTerminated ? 0 : live))
  }

  /// Random churn with re-entrant sends and a terminal event at the end.
  @Test(arguments: PropertySettings.seeds(default: 20))
  func randomChurnKeepsTheInvariants(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let broadcaster = Broadcaster<Int, Never>(replay: .latest(nil))
    var subscriptions: [BroadcastSubscription<Int, Never>] = []
    for step in 0..<300 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        subscriptions.append(
          broadcaster.subscribe(
            .values { value in
              // Re-entrant: queued behind the running delivery, and checked when accepted.
              if value % 7 == 0 { broadcaster.send(.next(value + 1)) }
            }))
      case 4..<8 where !subscriptions.isEmpty:
        subscriptions.remove(at: Int.random(in: 0..<subscriptions.count, using: &random))
          .dispose()
      default:
        broadcaster.send(.next(step))
      }
      check(broadcaster)
    }
    broadcaster.send(.completed)
    check(broadcaster)
    #expect(broadcaster.observerCount == 0)
    for subscription in subscriptions { subscription.dispose() }
    check(broadcaster)
  }
}
