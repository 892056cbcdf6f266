import Testing

@testable import Kizuna

@Suite struct ReceiveOnStateMachineTests {
  typealias Machine = ReceiveOnStateMachine<Int, Never>

  private func drained(_ machine: inout Machine) -> [Event<Int, Never>] {
    var delivered: [Event<Int, Never>] = []
    while case .deliver(let event) = machine.next() { delivered.append(event) }
    return delivered
  }

  @Test func firstEventStartsOneDrainLaterEventsJoinTheBuffer() {
    var machine = Machine()
    #expect(machine.receive(.next(1)) == .startDrain)
    #expect(machine.receive(.next(2)) == .none)
    #expect(machine.receive(.completed) == .none)
    #expect(drained(&machine) == [.next(1), .next(2), .completed])
    #expect(!machine.isDrainInFlight)
  }

  @Test func afterDrainFinishesTheNextEventStartsANewDrain() {
    var machine = Machine()
    _ = machine.receive(.next(1))
    _ = drained(&machine)
    #expect(machine.receive(.next(2)) == .startDrain)
    #expect(drained(&machine) == [.next(2)])
  }

  @Test func disposeDropsWaitingEventsAndIgnoresNewOnes() {
    var machine = Machine()
    _ = machine.receive(.next(1))
    machine.dispose()
    #expect(drained(&machine) == [])
    #expect(machine.receive(.next(2)) == .none)
    #expect(machine.buffer.isEmpty)
  }

  @Test func eventsAfterTerminalAreIgnored() {
    var machine = Machine()
    _ = machine.receive(.completed)
    #expect(machine.receive(.next(3)) == .none)
    #expect(drained(&machine) == [.completed])
    #expect(machine.receive(.next(4)) == .none)
  }
}
