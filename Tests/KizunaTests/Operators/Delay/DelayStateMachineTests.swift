import Testing

@testable import Kizuna

@Suite struct DelayStateMachineTests {
  @Test func releasesInOrderAndNothingAfterDispose() {
    var machine = DelayStateMachine<Int, Never>()
    guard case .schedule(let first) = machine.received(.next(1)) else {
      Issue.record("no timer"); return
    }
    guard case .schedule(let second) = machine.received(.completed) else {
      Issue.record("no timer"); return
    }
    guard case .none = machine.received(.next(2)) else {
      Issue.record("accepted after terminal"); return
    }
    // Timers firing out of order still release the oldest event first.
    guard case .release(.next(1)) = machine.timerFired(id: second) else {
      Issue.record("wrong order"); return
    }
    guard case .cancelAll(let timers) = machine.disposed() else {
      Issue.record("no cancel"); return
    }
    #expect(timers.isEmpty)
    guard case .none = machine.timerFired(id: first) else {
      Issue.record("released after dispose"); return
    }
  }

  typealias Machine = DelayStateMachine<Int, Never>

  /// Runs `script` (`n1` value 1, `c` completion, `s2` timer 2 scheduled, `t2` timer 2 fired,
  /// `d` disposed) and returns the actions, summarized, and the final state.
  func run(_ script: String) -> (actions: String, state: String) {
    var machine = Machine()
    let actions = script.split(separator: " ").map { step -> String in
      let number = Int(step.dropFirst()) ?? 0
      let action: Machine.Action =
        switch step.first {
        case "n": machine.received(.next(number))
        case "c": machine.received(.completed)
        case "s": machine.scheduled(id: UInt64(number), timer: SimpleDisposable())
        case "t": machine.timerFired(id: UInt64(number))
        default: machine.disposed()
        }
      return switch action {
      case .none: "none"
      case .schedule(let id): "schedule(\(id))"
      case .cancel: "cancel"
      case .release(let event): "release(\(event))"
      case .cancelAll(let timers): "cancelAll(\(timers.count))"
      }
    }
    return (actions.joined(separator: " "), machine.description)
  }

  @Test(arguments: [
    (
      "n1 s1 t1", "schedule(1) none release(next(1))",
      "DelayStateMachine(accepting, waiting: 0, timers: 0)"
    ),
    (
      "n1 c s1 s2 t2 t1", "schedule(1) schedule(2) none none release(next(1)) release(completed)",
      "DelayStateMachine(finished)"
    ),
    ("c n1", "schedule(1) none", "DelayStateMachine(ending, waiting: 1, timers: 1)"),
    (
      "n1 n2 s1 d t1 s2", "schedule(1) schedule(2) none cancelAll(1) none cancel",
      "DelayStateMachine(finished)"
    ),
    ("n1 d s1 d", "schedule(1) cancelAll(0) cancel none", "DelayStateMachine(finished)"),
  ])
  func transitions(script: String, actions: String, state: String) {
    let result = run(script)
    #expect(result.actions == actions)
    #expect(result.state == state)
  }
}
