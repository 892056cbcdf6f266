import Testing

@testable import Kizuna

@Suite struct ShareStateMachineTests {
  @Test func countsObserversPerConnection() {
    var machine = ShareStateMachine<Int, Never>(replay: 0)
    guard case .subscribe(_, let id, true) = machine.observerArrived() else {
      Issue.record("no connect"); return
    }
    guard case .subscribe(_, id, false) = machine.observerArrived() else {
      Issue.record("reconnected"); return
    }
    let upstream = SimpleDisposable()
    guard case .none = machine.connected(id, upstream: upstream) else {
      Issue.record("not stored"); return
    }
    guard case .none = machine.observerLeft(id) else { Issue.record("disconnected early"); return }
    guard case .disconnect = machine.observerLeft(id) else { Issue.record("no disconnect"); return }
    guard case .none = machine.observerLeft(id) else { Issue.record("stale leave counted"); return }
    guard case .subscribe(_, let next, true) = machine.observerArrived() else {
      Issue.record("no reconnect"); return
    }
    #expect(next != id)
  }

  @Test func upstreamEndDropsTheConnection() {
    var machine = ShareStateMachine<Int, Never>(replay: 1)
    guard case .subscribe(_, let id, true) = machine.observerArrived() else {
      Issue.record("no connect"); return
    }
    guard case .none = machine.upstreamTerminated(id) else {
      Issue.record("nothing to disconnect"); return
    }
    guard case .disconnect = machine.connected(id, upstream: SimpleDisposable()) else {
      Issue.record("late connection kept")
      return
    }
    #expect(machine.connection == nil)
  }

  typealias Machine = ShareStateMachine<Int, Never>

  /// Runs `script` (`a` an observer arrives, `k1` connection 1's upstream is stored, `l1` an
  /// observer of connection 1 leaves, `u1` connection 1's upstream ends) and returns the
  /// actions, summarized, and the final state.
  func run(_ script: String) -> (actions: String, state: String) {
    var machine = Machine(replay: 0)
    let actions = script.split(separator: " ").map { step -> String in
      let id = UInt64(step.dropFirst()) ?? 0
      let action: Machine.Action =
        switch step.first {
        case "a": machine.observerArrived()
        case "k": machine.connected(id, upstream: SimpleDisposable())
        case "l": machine.observerLeft(id)
        default: machine.upstreamTerminated(id)
        }
      return switch action {
      case .none: "none"
      case .subscribe(_, let connection, true): "subscribe(\(connection),connect)"
      case .subscribe(_, let connection, false): "subscribe(\(connection))"
      case .disconnect: "disconnect"
      }
    }
    return (actions.joined(separator: " "), machine.description)
  }

  @Test(arguments: [
    (
      "a k1 a l1 l1", "subscribe(1,connect) none subscribe(1) none disconnect",
      "ShareStateMachine(disconnected, last: 1)"
    ),
    (
      "a a k1 l1", "subscribe(1,connect) subscribe(1) none none",
      "ShareStateMachine(connected: 1, observers: 1)"
    ),
    ("a l1 k1", "subscribe(1,connect) none disconnect", "ShareStateMachine(disconnected, last: 1)"),
    (
      "a k1 u1 a", "subscribe(1,connect) none disconnect subscribe(2,connect)",
      "ShareStateMachine(connecting: 2, observers: 1)"
    ),
    (
      "a u1 k1 l1", "subscribe(1,connect) none disconnect none",
      "ShareStateMachine(disconnected, last: 1)"
    ),
    (
      "a k1 u1 a l1 k2", "subscribe(1,connect) none disconnect subscribe(2,connect) none none",
      "ShareStateMachine(connected: 2, observers: 1)"
    ),
  ])
  func transitions(script: String, actions: String, state: String) {
    let result = run(script)
    #expect(result.actions == actions)
    #expect(result.state == state)
  }
}
