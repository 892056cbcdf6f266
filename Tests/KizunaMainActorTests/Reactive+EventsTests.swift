// Tests of Sources/Kizuna/Bindings/Reactive+Events.swift, on the fixtures of ReactiveFixtures.swift.
import Kizuna
import Testing

@Suite struct ReactiveEventsTests {
  @Test func eachObservationRegistersAHandlerAndDisposingRemovesIt() async {
    let button = TapButton()
    var taps = 0
    let observation = button.reactive.tap.observeNext { _ in
      MainActor.assumeIsolated { taps += 1 }
    }
    await flushMainActor()
    #expect(button.handlerCount == 1)
    button.userTaps()
    button.userTaps()
    #expect(taps == 2)
    observation.dispose()
    button.userTaps()  // before the removal has run: still nothing delivered
    #expect(taps == 2)
    await flushMainActor()
    #expect(button.handlerCount == 0)
  }

  @Test func disposingBeforeTheRegistrationRanRegistersNothing() async {
    let button = TapButton()
    button.reactive.tap.observeNext { _ in }.dispose()
    await flushMainActor()
    #expect(button.handlerCount == 0)
  }

  @Test func theSignalDoesNotKeepTheObjectAlive() async {
    var button: TapButton? = TapButton()
    weak let weakButton = button
    let tap = button!.reactive.tap
    let observation = tap.observeNext { _ in }
    await flushMainActor()
    button = nil
    #expect(weakButton == nil)
    observation.dispose()
    await flushMainActor()
  }
}
