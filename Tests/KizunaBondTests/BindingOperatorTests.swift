import KizunaBond
import Testing

@Suite("Bindings: bindTo, ->>, bidirectionalBindTo, ->>< (Bond v4)")
struct BindingOperatorTests {
  @Test("bindTo sends the current value and each new one into the target, until disposed")
  func bindTo() {
    let source = Observable(1)
    let target = Observable(0)
    let optionalTarget = Observable<Int?>(nil)
    let binding = source.bindTo(target)
    let optionalBinding = source.bindTo(optionalTarget)
    #expect(target.value == 1 && optionalTarget.value == 1)
    source.value = 2
    #expect(target.value == 2 && optionalTarget.value == 2)
    binding.dispose()
    optionalBinding.dispose()
    source.value = 3
    #expect(target.value == 2 && optionalTarget.value == 2)
    #expect(binding.isDisposed && optionalBinding.isDisposed)
  }

  @Test("->> binds like bindTo, into plain and optional targets")
  func bindingOperator() {
    let source = Observable("a")
    let target = Observable("")
    let optionalTarget = EventProducer<String?>(replayLength: 1)
    var received: [String?] = []
    optionalTarget.observe { received.append($0) }
    let binding = source ->> target
    source ->> optionalTarget
    source.value = "b"
    binding.dispose()
    source.value = "c"
    #expect(target.value == "b")
    #expect(received == ["a", "b", "c"])
  }

  @Test(
    "a binding ends when its target is released, into a plain or optional target",
    arguments: [false, true])
  func bindingEndsWithItsTarget(optional: Bool) {
    let source = Observable(0)
    var transforms = 0
    // Not held: the map lives as long as the binding observes it.
    let mapped = {
      source.map { value in
        transforms += 1
        return value
      }
    }
    var target: Observable<Int>? = optional ? nil : Observable(0)
    var optionalTarget: Observable<Int?>? = optional ? Observable(nil) : nil
    let weakTarget = (WeakBox(target), WeakBox(optionalTarget))
    let binding = optional ? mapped().bindTo(optionalTarget!) : mapped().bindTo(target!)
    source.value = 1
    #expect(!binding.isDisposed)
    (target, optionalTarget) = (nil, nil)
    #expect(weakTarget.0.object == nil && weakTarget.1.object == nil)
    #expect(binding.isDisposed)
    let transformsBefore = transforms
    source.value = 2
    #expect(transforms == transformsBefore)
  }

  /// A target of its own, as an app's view would be: it keeps the disconnect disposable and
  /// disposes it when it goes away.
  final class Label: BindableType {
    var text: String?
    private let bag = DisposeBag()

    func sink(_ disconnectDisposable: (any DisposableType)?) -> (String?) -> Void {
      disconnectDisposable?.disposeIn(bag)
      return { [weak self] in self?.text = $0 }
    }
  }

  @Test("a binding into a custom BindableType ends when the target goes away")
  func customBindableTarget() {
    let name = Observable("Ann")
    var label: Label? = Label()
    let weakLabel = WeakBox(label)
    let binding = name ->> label!
    #expect(label?.text == "Ann")
    name.value = "Bea"
    #expect(label?.text == "Bea")
    label = nil
    #expect(weakLabel.object == nil)
    #expect(binding.isDisposed)
  }

  @Test("a two-way binding starts from the side that binds and follows both ways, once each")
  func bidirectional() {
    for useOperator in [false, true] {
      let model = Observable("model")
      let field = Observable("field")
      var modelEvents: [String] = []
      var fieldEvents: [String] = []
      model.observeNew { modelEvents.append($0) }
      field.observeNew { fieldEvents.append($0) }
      let binding = useOperator ? model ->>< field : model.bidirectionalBindTo(field)
      #expect(field.value == "model" && model.value == "model")
      modelEvents.removeAll()
      fieldEvents.removeAll()
      field.value = "typed"
      #expect(model.value == "typed")
      model.value = "set"
      #expect(field.value == "set")
      #expect(modelEvents == ["typed", "set"])
      #expect(fieldEvents == ["typed", "set"])
      binding.dispose()
      field.value = "after"
      #expect(model.value == "set")
      model.value = "later"
      #expect(field.value == "after")
    }
  }

  @Test("a chain of two-way bindings converges from either end without a loop")
  func bidirectionalChain() {
    let first = Observable(0)
    let middle = Observable(0)
    let last = Observable(0)
    var deliveries = 0
    for side in [first, middle, last] { side.observeNew { _ in deliveries += 1 } }
    first ->>< middle
    middle ->>< last
    deliveries = 0
    last.value = 7
    #expect([first.value, middle.value, last.value] == [7, 7, 7])
    #expect(deliveries == 3)
    first.value = 8
    #expect([first.value, middle.value, last.value] == [8, 8, 8])
    #expect(deliveries == 6)
  }
}
