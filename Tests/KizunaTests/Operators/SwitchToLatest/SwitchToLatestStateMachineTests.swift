import Testing

@testable import Kizuna

@Suite struct SwitchToLatestStateMachineTests {
  @Test func dropsEventsOfReplacedInners() {
    var machine = SwitchToLatestStateMachine()
    #expect(machine.outerValue() == .subscribe(id: 1))
    #expect(machine.outerValue() == .subscribe(id: 2))
    #expect(machine.innerValue(id: 1) == .none)
    #expect(machine.innerValue(id: 2) == .forward)
    #expect(machine.innerCompleted(id: 1) == .none)
    #expect(machine.failed(id: 1) == .none)
    #expect(machine.outerCompleted() == .none)
    #expect(machine.innerCompleted(id: 2) == .complete)
    #expect(machine.innerValue(id: 2) == .none)
  }

  @Test func outerCompletionWithoutInnerCompletes() {
    var machine = SwitchToLatestStateMachine()
    #expect(machine.outerCompleted() == .complete)
    var failing = SwitchToLatestStateMachine()
    _ = failing.outerValue()
    #expect(failing.failed(id: nil) == .fail)
    #expect(failing.failed(id: 1) == .none)
  }

  /// Runs `script` (`o` the outer signal sends an inner one, `c` it completes, `f` it fails;
  /// `v1`, `i1`, `f1` inner 1 sends a value, completes, fails) and returns the actions and the
  /// final state.
  func run(_ script: String) -> (actions: String, state: String) {
    var machine = SwitchToLatestStateMachine()
    let actions = script.split(separator: " ").map { step -> String in
      let id = UInt64(step.dropFirst()) ?? 0
      let action: SwitchToLatestStateMachine.Action =
        switch step {
        case "o": machine.outerValue()
        case "c": machine.outerCompleted()
        case "f": machine.failed(id: nil)
        default:
          switch step.first {
          case "v": machine.innerValue(id: id)
          case "i": machine.innerCompleted(id: id)
          default: machine.failed(id: id)
          }
        }
      return "\(action)"
    }
    return (actions.joined(separator: " "), machine.description)
  }

  @Test(arguments: [
    (
      "o v1 o v1 v2", "subscribe(id: 1) forward subscribe(id: 2) none forward",
      "SwitchToLatestStateMachine(following: 2)"
    ),
    ("o i1 c", "subscribe(id: 1) none complete", "SwitchToLatestStateMachine(finished)"),
    (
      "o c v1 i1 v1", "subscribe(id: 1) none forward complete none",
      "SwitchToLatestStateMachine(finished)"
    ),
    (
      "o o i1 f1 f2", "subscribe(id: 1) subscribe(id: 2) none none fail",
      "SwitchToLatestStateMachine(finished)"
    ),
    ("c o f", "complete none none", "SwitchToLatestStateMachine(finished)"),
    ("o i1", "subscribe(id: 1) none", "SwitchToLatestStateMachine(waitingForInner, last: 1)"),
    ("o f", "subscribe(id: 1) fail", "SwitchToLatestStateMachine(finished)"),
  ])
  func transitions(script: String, actions: String, state: String) {
    let result = run(script)
    #expect(result.actions == actions)
    #expect(result.state == state)
  }
}
