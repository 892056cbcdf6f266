import Kizuna
import KizunaExamples
import KizunaMachine
import KizunaTestSupport
import Testing

@MainActor
@Suite struct CounterMachineTests {
  @MainActor final class Harness {
    let machine = Machine<CounterMachine>()
    let bag = DisposeBag()
    let count = EventRecorder<String, Never>()
    let canIncrement = EventRecorder<Bool, Never>()
    let canDecrement = EventRecorder<Bool, Never>()

    init() {
      machine.output.countText.toSignal().observe(with: count.record).dispose(in: bag)
      machine.output.isIncrementEnabled.toSignal().observe(with: canIncrement.record)
        .dispose(in: bag)
      machine.output.isDecrementEnabled.toSignal().observe(with: canDecrement.record)
        .dispose(in: bag)
    }
  }

  @Test func buttonsDoNothingWhileTheToggleIsOff() {
    let harness = Harness()
    harness.machine.input.increment.send()
    harness.machine.input.decrement.send()
    #expect(harness.count.values == ["0"])
    #expect(harness.canIncrement.values == [false])
    #expect(harness.canDecrement.values == [false])
  }

  @Test func countsUpAndDownWhileOnAndNeverBelowZero() {
    let harness = Harness()
    harness.machine.input.isOn.send(true)
    harness.machine.input.increment.send()
    harness.machine.input.increment.send()
    harness.machine.input.decrement.send()
    harness.machine.input.decrement.send()
    harness.machine.input.decrement.send()  // at zero: ignored
    #expect(harness.count.values == ["0", "1", "2", "1", "0"])
    #expect(harness.canIncrement.values == [false, true])
    #expect(harness.canDecrement.values == [false, true, false])
  }

  @Test func turningTheToggleOffDisablesBothButtonsAndKeepsTheCount() {
    let harness = Harness()
    harness.machine.input.isOn.send(true)
    harness.machine.input.increment.send()
    harness.machine.input.isOn.send(false)
    harness.machine.input.increment.send()
    #expect(harness.count.values == ["0", "1"])
    #expect(harness.canIncrement.values == [false, true, false])
    #expect(harness.canDecrement.values == [false, true, false])
  }
}
