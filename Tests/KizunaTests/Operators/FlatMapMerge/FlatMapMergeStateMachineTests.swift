import Testing

@testable import Kizuna

@Suite struct FlatMapMergeStateMachineTests {
  @Test func tracksInnersUntilAllComplete() {
    var machine = FlatMapMergeStateMachine<String>(limit: .max)
    guard case .subscribe(let first, "a") = machine.outerValue("a") else {
      Issue.record("no subscribe"); return
    }
    guard case .subscribe(let second, "b") = machine.outerValue("b") else {
      Issue.record("no subscribe"); return
    }
    guard case .none = machine.subscribed(id: first, subscription: SimpleDisposable()) else {
      Issue.record("subscription not stored")
      return
    }
    guard case .forward = machine.innerValue(id: second) else { Issue.record("no forward"); return }
    guard case .none = machine.outerCompleted() else { Issue.record("completed early"); return }
    guard case .none = machine.innerCompleted(id: first) else {
      Issue.record("completed early"); return
    }
    // The second inner completes before its subscription was stored: the completion is
    // decided when its observe returns.
    guard case .none = machine.innerCompleted(id: second) else {
      Issue.record("completed inside the inner's observe"); return
    }
    guard case .complete = machine.subscribed(id: second, subscription: SimpleDisposable()) else {
      Issue.record("no completion")
      return
    }
    guard case .dispose = machine.subscribed(id: 99, subscription: SimpleDisposable()) else {
      Issue.record("late subscription kept")
      return
    }
  }

  @Test func waitingValuesStartInOrderAsPlacesFree() {
    var machine = FlatMapMergeStateMachine<Int>(limit: 1)
    guard case .subscribe(let first, 1) = machine.outerValue(1) else {
      Issue.record("no subscribe"); return
    }
    _ = machine.subscribed(id: first, subscription: SimpleDisposable())
    guard case .none = machine.outerValue(2), case .none = machine.outerValue(3) else {
      Issue.record("started past the limit"); return
    }
    guard case .subscribe(let second, 2) = machine.innerCompleted(id: first) else {
      Issue.record("the oldest waiting value did not start"); return
    }
    _ = machine.subscribed(id: second, subscription: SimpleDisposable())
    guard case .subscribe(_, 3) = machine.innerCompleted(id: second) else {
      Issue.record("the next waiting value did not start"); return
    }
    #expect(
      machine.description
        == "FlatMapMergeStateMachine(running, inners: [3], waiting: 0, limit: 1)")
  }

  @Test func failureReturnsTheStoredSubscriptions() {
    var machine = FlatMapMergeStateMachine<Int>(limit: .max)
    _ = machine.outerValue(0)
    _ = machine.subscribed(id: 1, subscription: SimpleDisposable())
    guard case .fail(let subscriptions) = machine.failed() else {
      Issue.record("no failure"); return
    }
    #expect(subscriptions.count == 1)
    #expect(machine.disposed().isEmpty)
  }

  typealias Machine = FlatMapMergeStateMachine<Int>

  /// Runs `script` (`o5` the outer signal sends 5, `c` it completes, `f` a failure, `d`
  /// dispose; `s1`, `v1`, `i1` inner 1 is subscribed, sends a value, completes) and returns
  /// the actions, summarized, and the final state.
  func run(_ script: String, limit: Int) -> (actions: String, state: String) {
    var machine = Machine(limit: limit)
    let actions = script.split(separator: " ").map { step -> String in
      let number = Int(step.dropFirst()) ?? 0
      let action: Machine.Action
      switch step.first {
      case "o": action = machine.outerValue(number)
      case "c": action = machine.outerCompleted()
      case "f": action = machine.failed()
      case "d": return "disposed(\(machine.disposed().count))"
      case "s":
        action = machine.subscribed(id: UInt64(number), subscription: SimpleDisposable())
      case "v": action = machine.innerValue(id: UInt64(number))
      default: action = machine.innerCompleted(id: UInt64(number))
      }
      return switch action {
      case .none: "none"
      case .subscribe(let id, let value): "subscribe(\(id):\(value))"
      case .forward: "forward"
      case .complete: "complete"
      case .fail(let subscriptions): "fail(\(subscriptions.count))"
      case .dispose: "dispose"
      }
    }
    return (actions.joined(separator: " "), machine.description)
  }

  @Test(arguments: [
    (
      2, "o5 s1 o6 s2 o7 i1 s3", "subscribe(1:5) none subscribe(2:6) none none subscribe(3:7) none",
      "FlatMapMergeStateMachine(running, inners: [2, 3], waiting: 0, limit: 2)"
    ),
    (
      3, "o5 i1 s1", "subscribe(1:5) none none",
      "FlatMapMergeStateMachine(running, inners: [], waiting: 0, limit: 3)"
    ),
    (
      1, "o5 s1 c i1", "subscribe(1:5) none none complete",
      "FlatMapMergeStateMachine(finished, limit: 1)"
    ),
    (
      1, "o5 s1 o6 c i1 s2 i2", "subscribe(1:5) none none none subscribe(2:6) none complete",
      "FlatMapMergeStateMachine(finished, limit: 1)"
    ),
    (
      2, "o5 s1 v1 v2 f v1", "subscribe(1:5) none forward none fail(1) none",
      "FlatMapMergeStateMachine(finished, limit: 2)"
    ),
    (2, "c o5", "complete none", "FlatMapMergeStateMachine(finished, limit: 2)"),
    (
      2, "o5 d s1", "subscribe(1:5) disposed(0) dispose",
      "FlatMapMergeStateMachine(finished, limit: 2)"
    ),
    (
      1, "o5 o6 c", "subscribe(1:5) none none",
      "FlatMapMergeStateMachine(draining, inners: [1], waiting: 1, limit: 1)"
    ),
  ])
  func transitions(limit: Int, script: String, actions: String, state: String) {
    let result = run(script, limit: limit)
    #expect(result.actions == actions)
    #expect(result.state == state)
  }
}
