import Kizuna
import KizunaExamples

/// The counter screen: binds ``CounterViewModel`` to its page.
final class CounterScreen: WebScreen {
  static let descriptor = WebScreenDescriptor(
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
    make: { page, _ in CounterScreen(page: page) })

  let model = CounterViewModel()
  private let bag = DisposeBag()

  init(page: WebPage) {
    let decrement = WebButton(id: "decrement", title: "−1", in: page)
    let increment = WebButton(id: "increment", title: "+1", in: page)
    let count = WebLabel(id: "count", in: page)
    let active = WebSwitch(id: "active", in: page)

    model.isActive.bidirectionalBind(to: active.isOn).dispose(in: bag)
    model.countText.bind(to: count.text).dispose(in: bag)
    model.canIncrement.bind(to: increment.isEnabled).dispose(in: bag)
    model.canIncrement.map { $0 ? 1.0 : 0.5 }.bind(to: increment.alpha).dispose(in: bag)
    model.canDecrement.bind(to: decrement.isEnabled).dispose(in: bag)
    model.canDecrement.map { $0 ? 1.0 : 0.5 }.bind(to: decrement.alpha).dispose(in: bag)
    increment.tap.observeNext { [model] in model.increment() }.dispose(in: bag)
    decrement.tap.observeNext { [model] in model.decrement() }.dispose(in: bag)
  }
}
