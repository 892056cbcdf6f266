import Testing

@testable import Kizuna

@Suite struct DebounceStateMachineTests {
  @Test func replacedTimersDoNothing() {
    var machine = DebounceStateMachine<Int, Never>()
    guard case .schedule(let first, nil) = machine.receivedValue(1) else {
      Issue.record("no timer"); return
    }
    guard case .schedule(let second, nil) = machine.receivedValue(2) else {
      Issue.record("no timer"); return
    }
    guard case .none = machine.timerFired(generation: first) else {
      Issue.record("stale fired"); return
    }
    guard case .emit(2) = machine.timerFired(generation: second) else {
      Issue.record("no emit"); return
    }
    guard case .none = machine.timerFired(generation: second) else {
      Issue.record("fired twice"); return
    }
    guard case .finish(nil, nil) = machine.finish(flushing: true) else {
      Issue.record("bad finish"); return
    }
  }

  @Test func storesTheCurrentTimerAndCancelsItOnTheNextValue() {
    var machine = DebounceStateMachine<Int, Never>()
    guard case .schedule(let generation, _) = machine.receivedValue(1) else {
      Issue.record("no timer"); return
    }
    let timer = SimpleDisposable()
    guard case .none = machine.scheduled(generation: generation, timer: timer) else {
      Issue.record("timer not stored")
      return
    }
    guard case .schedule(_, let cancel?) = machine.receivedValue(2) else {
      Issue.record("no cancel"); return
    }
    cancel.dispose()
    #expect(timer.isDisposed)
    guard case .cancel = machine.scheduled(generation: generation, timer: SimpleDisposable()) else {
      Issue.record("stale timer stored")
      return
    }
  }

  typealias Machine = DebounceStateMachine<Int, Never>

  /// Runs `script` (`v1` value 1, `s2` timer 2 scheduled, `t2` timer 2 fired, `c` completed,
  /// `x` failed or disposed) and returns the actions, summarized, and the final state.
  func run(_ script: String) -> (actions: String, state: String) {
    var machine = Machine()
    let actions = script.split(separator: " ").map { step -> String in
      let number = Int(step.dropFirst()) ?? 0
      let action: Machine.Action =
        switch step.first {
        case "v": machine.receivedValue(number)
        case "s": machine.scheduled(generation: UInt64(number), timer: SimpleDisposable())
        case "t": machine.timerFired(generation: UInt64(number))
        case "c": machine.finish(flushing: true)
        default: machine.finish(flushing: false)
        }
      return switch action {
      case .none: "none"
      case .schedule(let generation, nil): "schedule(\(generation))"
      case .schedule(let generation, _): "schedule(\(generation),cancel)"
      case .cancel: "cancel"
      case .emit(let element): "emit(\(element))"
      case .finish(let flush, let timer):
        "finish(\(flush.map(String.init) ?? "-"),\(timer == nil ? "-" : "timer"))"
      }
    }
    return (actions.joined(separator: " "), machine.description)
  }

  @Test(arguments: [
    ("v1 s1 t1", "schedule(1) none emit(1)", "DebounceStateMachine(idle, generation: 1)"),
    (
      "v1 s1 v2 s2 t1 t2", "schedule(1) none schedule(2,cancel) none none emit(2)",
      "DebounceStateMachine(idle, generation: 2)"
    ),
    (
      "v1 v2 s1 s2", "schedule(1) schedule(2) cancel none",
      "DebounceStateMachine(waiting: 2, generation: 2, timer: stored)"
    ),
    ("v1 t1 s1", "schedule(1) emit(1) cancel", "DebounceStateMachine(idle, generation: 1)"),
    ("v1 s1 c", "schedule(1) none finish(1,timer)", "DebounceStateMachine(finished)"),
    ("v1 s1 x", "schedule(1) none finish(-,timer)", "DebounceStateMachine(finished)"),
    ("c v1 s1 t1 x", "finish(-,-) none cancel none none", "DebounceStateMachine(finished)"),
  ])
  func transitions(script: String, actions: String, state: String) {
    let result = run(script)
    #expect(result.actions == actions)
    #expect(result.state == state)
  }
}
