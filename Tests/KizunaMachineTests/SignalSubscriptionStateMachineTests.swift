import Kizuna
import KizunaMachine
import Testing

/// The state machine behind `toPublisher()`, driven directly.
@Suite struct SignalSubscriptionStateMachineTests {
  typealias Machine = SignalSubscriptionStateMachine<Int, TestFailure>

  /// Runs a delivery turn to its end and returns what it delivered.
  static func drain(_ machine: inout Machine, perValue: Subscribers.Demand = .none) -> [String] {
    var delivered: [String] = []
    var additional = Subscribers.Demand.none
    while true {
      switch machine.nextDelivery(adding: additional) {
      case .value(let value):
        delivered.append("\(value)")
        additional = perValue
      case .completion(.finished, _):
        delivered.append("finished")
        return delivered
      case .completion(.failure(let failure), _):
        delivered.append("failed \(failure.code)")
        return delivered
      case .release:
        delivered.append("release")
        return delivered
      case .pause:
        return delivered
      }
    }
  }

  @Test func theFirstDemandStartsTheObservationOnce() {
    var machine = Machine()
    let step1 = machine.request(.max(1))
    #expect(step1 == .init(startObserving: true, deliver: false))
    let step2 = machine.request(.max(1))
    #expect(step2 == .init(startObserving: false, deliver: false))
  }

  @Test func valuesWaitForDemandAndGoOutInOrder() {
    var machine = Machine()
    _ = machine.request(.max(1))
    let step1 = machine.receive(.next(1))
    #expect(step1)  // demand: this caller takes the turn
    #expect(Self.drain(&machine) == ["1"])
    let step2 = machine.receive(.next(2))
    #expect(!step2)  // no demand: buffered
    let step3 = machine.receive(.next(3))
    #expect(!step3)
    let step4 = machine.request(.max(5)).deliver
    #expect(step4)
    #expect(Self.drain(&machine) == ["2", "3"])
  }

  @Test func onlyOneCallerHoldsTheTurn() {
    var machine = Machine()
    _ = machine.request(.unlimited)
    let step1 = machine.receive(.next(1))
    #expect(step1)
    let step2 = machine.receive(.next(2))
    #expect(!step2)  // the turn is taken: the holder will deliver it
    let step3 = machine.request(.max(1)).deliver
    #expect(!step3)
    #expect(Self.drain(&machine) == ["1", "2"])
  }

  @Test func theTerminalEventWaitsForBufferedValues() {
    var machine = Machine()
    _ = machine.request(.max(1))
    _ = machine.receive(.next(1))
    #expect(Self.drain(&machine) == ["1"])
    _ = machine.receive(.next(2))
    let step1 = machine.receive(.failed(TestFailure(code: 4)))
    #expect(!step1)
    let step2 = machine.receive(.next(3))
    #expect(!step2)  // after the terminal event: dropped
    let step3 = machine.request(.max(1)).deliver
    #expect(step3)
    #expect(Self.drain(&machine) == ["2", "failed 4"])
    let step4 = machine.request(.max(1))
    #expect(step4 == .init(startObserving: false, deliver: false))
  }

  @Test func completionWithoutDemandIsDeliveredAtOnce() {
    var machine = Machine()
    _ = machine.request(.max(1))
    let step1 = machine.receive(.completed)
    #expect(step1)
    #expect(Self.drain(&machine) == ["finished"])
  }

  @Test func cancellingWhileIdleReleasesAtOnce() {
    var machine = Machine()
    _ = machine.request(.max(1))
    let step1 = machine.observationStarted(SimpleDisposable())
    #expect(step1 == nil)
    let cancelled = machine.cancel()
    #expect(cancelled.observation != nil)
    #expect(cancelled.releaseSubscriber)
    let step2 = machine.cancel().observation
    #expect(step2 == nil)  // idempotent
    let step3 = machine.receive(.next(1))
    #expect(!step3)
  }

  @Test func cancellingDuringATurnLeavesTheReleaseToTheTurnHolder() {
    var machine = Machine()
    _ = machine.request(.unlimited)
    let step1 = machine.receive(.next(1))
    #expect(step1)
    let step2 = machine.cancel().releaseSubscriber
    #expect(!step2)
    #expect(Self.drain(&machine) == ["release"])
  }

  @Test func anObservationThatStartsAfterCancelIsHandedBack() {
    var machine = Machine()
    _ = machine.request(.max(1))
    _ = machine.cancel()
    #expect(machine.observationStarted(SimpleDisposable()) != nil)
  }
}
