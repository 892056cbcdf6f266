import Kizuna
import KizunaExamples
import KizunaMachine

/// The counter screen: binds a ``CounterMachine`` to its page, as a UIKit view controller
/// binds a machine's outputs and forwards its controls into the machine's inputs.
@MainActor
final class CounterScreen: WebScreen {
  nonisolated static let descriptor = WebScreenDescriptor(
    path: "counter", title: "Counter",
    summary: "+1 and -1 buttons that work only while the toggle is on; never below zero.",
    body: """
      <h1>Counter</h1>
      <div class="counter-box">
        <button id="decrement" data-control="button" class="round">−1</button>
        <output id="count" class="count">0</output>
        <button id="increment" data-control="button" class="round">+1</button>
      </div>
      <label class="switch-row"><input id="active" type="checkbox" role="switch" data-control="switch">
        <span>Buttons active</span></label>
      """,
    make: { page, _ in MainActor.assumeIsolated { CounterScreen(page: page) } })

  let machine = Machine<CounterMachine>()
  private let bag = DisposeBag()

  init(page: WebPage) {
    let decrement = WebButton(id: "decrement", title: "−1", in: page)
    let increment = WebButton(id: "increment", title: "+1", in: page)
    let count = WebLabel(id: "count", in: page)
    let active = WebSwitch(id: "active", in: page)
    let machine = machine
    let output = machine.output

    output.countText.toSignal().bind(to: count.text).dispose(in: bag)
    output.isIncrementEnabled.toSignal().bind(to: increment.isEnabled).dispose(in: bag)
    output.isIncrementEnabled.toSignal().map { $0 ? 1.0 : 0.5 }.bind(to: increment.alpha)
      .dispose(in: bag)
    output.isDecrementEnabled.toSignal().bind(to: decrement.isEnabled).dispose(in: bag)
    output.isDecrementEnabled.toSignal().map { $0 ? 1.0 : 0.5 }.bind(to: decrement.alpha)
      .dispose(in: bag)
    // Controls run on the main actor here (events are handled there), as the machine needs.
    active.isOn.observeNext { isOn in
      MainActor.assumeIsolated { machine.input.isOn.send(isOn) }
    }.dispose(in: bag)
    increment.tap.observeNext { MainActor.assumeIsolated { machine.input.increment.send() } }
      .dispose(in: bag)
    decrement.tap.observeNext { MainActor.assumeIsolated { machine.input.decrement.send() } }
      .dispose(in: bag)
  }
}
