import Testing

@testable import Kizuna

@Suite struct TimeoutStateMachineTests {
  typealias Machine = TimeoutStateMachine<Int, Never>

  /// Runs `script` (`start`, `v` a value, `s2` timer 2 scheduled, `t2` timer 2 fired, `c`
  /// completed, failed or disposed) and returns the actions, summarized, and the final state.
  func run(_ script: String) -> (actions: String, state: String) {
    var machine = Machine()
    let actions = script.split(separator: " ").map { step -> String in
      let number = Int(step.dropFirst()) ?? 0
      let action: Machine.Action =
        switch step.first {
        case "v": machine.restart()
        case "s" where step == "start": machine.restart()
        case "s": machine.scheduled(generation: UInt64(number), timer: SimpleDisposable())
        case "t": machine.timerFired(generation: UInt64(number))
        default: machine.finish()
        }
      return switch action {
      case .none: "none"
      case .schedule(let generation, nil): "schedule(\(generation))"
      case .schedule(let generation, _): "schedule(\(generation),cancel)"
      case .cancel: "cancel"
      case .expire: "expire"
      case .finish(let timer): "finish(\(timer == nil ? "-" : "timer"))"
      }
    }
    return (actions.joined(separator: " "), machine.description)
  }

  @Test(arguments: [
    ("start s1 t1", "schedule(1) none expire", "TimeoutStateMachine(finished)"),
    (
      "start s1 v s2 t1 t2", "schedule(1) none schedule(2,cancel) none none expire",
      "TimeoutStateMachine(finished)"
    ),
    (
      "start v s1 s2", "schedule(1) schedule(2) cancel none",
      "TimeoutStateMachine(waiting: 2, timer: stored)"
    ),
    (
      "start s1 c t1 v", "schedule(1) none finish(timer) none none", "TimeoutStateMachine(finished)"
    ),
    ("start t1 s1", "schedule(1) expire cancel", "TimeoutStateMachine(finished)"),
    ("c start", "finish(-) none", "TimeoutStateMachine(finished)"),
  ])
  func transitions(script: String, actions: String, state: String) {
    let result = run(script)
    #expect(result.actions == actions)
    #expect(result.state == state)
  }
}
