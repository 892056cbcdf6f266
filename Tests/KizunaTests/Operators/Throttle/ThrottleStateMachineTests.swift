import Testing

@testable import Kizuna

@Suite struct ThrottleStateMachineTests {
  @Test func windowsOpenAndClose() {
    var machine = ThrottleStateMachine<Int, Never>(keepsLatest: true)
    guard case .emitAndOpenWindow(1, let window) = machine.receivedValue(1) else {
      Issue.record("no emit"); return
    }
    guard case .none = machine.receivedValue(2) else { Issue.record("emitted in window"); return }
    guard case .emitAndOpenWindow(2, let next) = machine.windowEnded(window) else {
      Issue.record("no flush"); return
    }
    guard case .none = machine.windowEnded(window) else { Issue.record("stale window"); return }
    guard case .none = machine.windowEnded(next) else {
      Issue.record("empty window emitted"); return
    }
    #expect(machine.description == "ThrottleStateMachine(idle, window: 2)")
  }

  typealias Machine = ThrottleStateMachine<Int, Never>

  /// Runs `script` (`v1` value 1, `s2` window 2's timer scheduled, `e2` window 2 ended,
  /// `c` completed, `x` failed or disposed) and returns the actions, summarized, and the final
  /// state.
  func run(_ script: String, latest: Bool) -> (actions: String, state: String) {
    var machine = Machine(keepsLatest: latest)
    let actions = script.split(separator: " ").map { step -> String in
      let number = Int(step.dropFirst()) ?? 0
      let action: Machine.Action =
        switch step.first {
        case "v": machine.receivedValue(number)
        case "s": machine.scheduled(window: UInt64(number), timer: SimpleDisposable())
        case "e": machine.windowEnded(UInt64(number))
        case "c": machine.finish(flushing: true)
        default: machine.finish(flushing: false)
        }
      return switch action {
      case .none: "none"
      case .emitAndOpenWindow(let element, let window): "emit(\(element),w\(window))"
      case .cancel: "cancel"
      case .finish(let flush, let timer):
        "finish(\(flush.map(String.init) ?? "-"),\(timer == nil ? "-" : "timer"))"
      }
    }
    return (actions.joined(separator: " "), machine.description)
  }

  @Test(arguments: [
    (
      true, "v1 s1 v2 v3 e1 s2 e2", "emit(1,w1) none none none emit(3,w2) none none",
      "ThrottleStateMachine(idle, window: 2)"
    ),
    (
      false, "v1 s1 v2 v3 e1", "emit(1,w1) none none none emit(2,w2)",
      "ThrottleStateMachine(open: 2, held: nil, timer: scheduling)"
    ),
    (
      true, "v1 s1 e1 v2", "emit(1,w1) none none emit(2,w2)",
      "ThrottleStateMachine(open: 2, held: nil, timer: scheduling)"
    ),
    (true, "v1 s1 v2 c", "emit(1,w1) none none finish(2,timer)", "ThrottleStateMachine(finished)"),
    (true, "v1 v2 x", "emit(1,w1) none finish(-,-)", "ThrottleStateMachine(finished)"),
    (true, "v1 e1 s1", "emit(1,w1) none cancel", "ThrottleStateMachine(idle, window: 1)"),
    (true, "c v1 e1 x", "finish(-,-) none none none", "ThrottleStateMachine(finished)"),
  ])
  func transitions(latest: Bool, script: String, actions: String, state: String) {
    let result = run(script, latest: latest)
    #expect(result.actions == actions)
    #expect(result.state == state)
  }
}
