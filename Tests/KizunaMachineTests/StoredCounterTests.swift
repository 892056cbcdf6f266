import KizunaMachine
import KizunaMachineTestSupport
import KizunaTestSupport
import Testing

/// The counter screen with the store as output (the SwiftUI shape), through its machine.
@MainActor
@Suite struct StoredCounterTests {
  @Test func startsAtZeroWithBothButtonsDisabled() {
    let machine = StoredCounterMachine()
    #expect(machine.output.count == 0)
    #expect(machine.output.isIncrementEnabled == false)
    #expect(machine.output.isDecrementEnabled == false)
    #expect(machine.input.isOn.wrappedValue == false)
  }

  @Test func buttonsWorkOnlyWhileTheToggleIsOn() {
    let machine = StoredCounterMachine()
    machine.input.increment.send()
    #expect(machine.output.count == 0)

    machine.input.isOn.wrappedValue = true  // what a SwiftUI Toggle does through the binding
    #expect(machine.output.isIncrementEnabled)
    #expect(!machine.output.isDecrementEnabled)
    machine.input.increment.send()
    #expect(machine.output.count == 1)
    #expect(machine.output.isDecrementEnabled)

    machine.input.isOn.wrappedValue = false
    #expect(!machine.output.isIncrementEnabled)
    #expect(!machine.output.isDecrementEnabled)
    machine.input.increment.send()
    machine.input.decrement.send()
    #expect(machine.output.count == 1)
  }

  @Test func decrementIsDisabledAtZeroAndTheCountNeverGoesNegative() {
    let machine = StoredCounterMachine()
    machine.input.isOn.wrappedValue = true
    machine.input.increment.send()
    machine.input.decrement.send()
    #expect(machine.output.count == 0)
    #expect(!machine.output.isDecrementEnabled)
    machine.input.decrement.send()
    machine.input.decrement.send()
    #expect(machine.output.count == 0)
  }

  @Test func exactSequenceOfASession() {
    let machine = StoredCounterMachine()
    let counts = OutputLog<Int>()
    let decrementEnabled = OutputLog<Bool>()
    let incrementEnabled = OutputLog<Bool>()
    counts.record(machine.output.$count, as: { $0 })
    incrementEnabled.record(machine.output.$isIncrementEnabled, as: { $0 })
    decrementEnabled.record(machine.output.$isDecrementEnabled, as: { $0 })

    machine.input.isOn.wrappedValue = true
    machine.input.increment.send()
    machine.input.increment.send()
    machine.input.decrement.send()
    machine.input.decrement.send()
    machine.input.decrement.send()
    machine.input.isOn.wrappedValue = false
    machine.input.increment.send()

    #expect(counts.entries == [0, 1, 2, 1, 0])
    #expect(incrementEnabled.entries == [false, true, false])
    #expect(decrementEnabled.entries == [false, true, false])
  }

  @Test func theMachineForwardsTheStoresObjectWillChange() {
    let machine = StoredCounterMachine()
    let changes = OutputLog<String>()
    changes.record(machine.objectWillChange, as: { _ in "will change" })
    machine.input.increment.send()  // toggle off: nothing changes
    #expect(changes.take() == [])
    machine.input.isOn.wrappedValue = true  // isIncrementEnabled changes
    #expect(changes.take() == ["will change"])
    machine.input.increment.send()  // count, then isDecrementEnabled
    #expect(changes.take() == ["will change", "will change"])
  }

  @Test func theMachineIsAnObservableObject() {
    func objectWillChange<Object: ObservableObject>(
      of object: Object
    )
      -> AnyPublisher<Void, Never>
    {
      object.objectWillChange.map { _ in () }.eraseToAnyPublisher()
    }
    let machine = StoredCounterMachine()
    let changes = OutputLog<Int>()
    changes.record(objectWillChange(of: machine), as: { 1 })
    machine.input.isOn.wrappedValue = true
    #expect(changes.entries == [1])
  }

  @Test(arguments: [7, 8, 9])
  func matchesAReferenceModelOnRandomSessions(seed: UInt64) {
    let machine = StoredCounterMachine()
    var model = CounterModel()
    var random = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      switch random.next() % 3 {
      case 0:
        model.isOn = random.next() % 2 == 0
        machine.input.isOn.wrappedValue = model.isOn
      case 1:
        _ = model.increment()
        machine.input.increment.send()
      default:
        _ = model.decrement()
        machine.input.decrement.send()
      }
      #expect(machine.output.count == model.count)
      #expect(machine.output.isIncrementEnabled == model.isOn)
      #expect(machine.output.isDecrementEnabled == (model.isOn && model.count > 0))
    }
  }
}
