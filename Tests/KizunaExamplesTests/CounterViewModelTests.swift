import Kizuna
import KizunaExamples
import KizunaTestSupport
import Testing

@Suite struct CounterViewModelTests {
  @Test func buttonsDoNothingWhileTheToggleIsOff() {
    let counter = CounterViewModel()
    counter.increment()
    counter.decrement()
    #expect(counter.count.value == 0)
    #expect(latest(counter.canIncrement) == false)
    #expect(latest(counter.canDecrement) == false)
  }

  @Test func countsUpAndDownWhileOnAndNeverBelowZero() {
    let bag = DisposeBag()
    let counter = CounterViewModel()
    let count = EventRecorder(observing: counter.countText, in: bag)
    let canDecrement = EventRecorder(observing: counter.canDecrement, in: bag)
    counter.isActive.value = true
    counter.increment()
    counter.increment()
    counter.decrement()
    counter.decrement()
    counter.decrement()  // at zero: ignored
    #expect(count.values == ["0", "1", "2", "1", "0"])
    #expect(canDecrement.values == [false, false, true, true, true, false])
  }

  @Test func turningTheToggleOffDisablesBothButtons() {
    let counter = CounterViewModel()
    counter.isActive.value = true
    counter.increment()
    #expect(latest(counter.canIncrement) == true)
    #expect(latest(counter.canDecrement) == true)
    counter.isActive.value = false
    #expect(latest(counter.canIncrement) == false)
    #expect(latest(counter.canDecrement) == false)
    counter.increment()
    #expect(counter.count.value == 1)
  }
}
