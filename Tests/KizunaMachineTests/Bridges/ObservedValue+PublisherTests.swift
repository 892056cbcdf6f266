import Kizuna
import KizunaMachine
import KizunaTestSupport
import Testing

@Suite(.hangGuard) @MainActor struct ObservedValuePublisherTests {
  @Test func showsTheInitialValueThenEachPublishedValue() async {
    let count = PassthroughSubject<Int, Never>()
    let shown = ObservedValue(count, initial: -1)
    await flushMainActor()
    #expect(shown.value == -1)
    count.send(1)
    count.send(2)
    await flushMainActor()
    #expect(shown.value == 2)
  }

  @Test func followsAMachinesPublisherOutput() async {
    let scheduler = TestScheduler()
    let machine = PublisherCounterMachine(scheduler: KizunaScheduler(scheduler))
    let count = ObservedValue(machine.output.countText, initial: "")
    scheduler.advance()
    await flushMainActor()
    #expect(count.value == "0")
    machine.input.isOn.send(true)
    machine.input.increment.send()
    machine.input.increment.send()
    scheduler.advance()
    await flushMainActor()
    #expect(count.value == "2")
  }

  @Test func releasingTheModelCancelsTheSubscription() async {
    let cancelled = Observable(false)
    let count = PassthroughSubject<Int, Never>()
    let publisher = count.handleEvents(receiveCancel: { cancelled.value = true })
    var shown: ObservedValue<Int>? = ObservedValue(publisher, initial: 0)
    weak let weakShown = shown
    count.send(1)
    await flushMainActor()
    #expect(shown?.value == 1)
    shown = nil
    #expect(weakShown == nil)
    #expect(cancelled.value)
  }
}
