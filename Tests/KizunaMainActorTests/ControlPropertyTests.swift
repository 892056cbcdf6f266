// Tests of Sources/Kizuna/Bindings/ControlProperty.swift, on the fixtures of ReactiveFixtures.swift.
import Kizuna
import Testing

@Suite struct ControlPropertyTests {
  @Test func theModelsValueWinsAtTheStartAndUserEditsReachTheModelOnce() async {
    let field = TextField()
    let model = Observable("ann")
    var modelValues: [String] = []
    let log = model.observeNext(on: .mainActor) { modelValues.append($0) }
    model.bidirectionalBind(to: field.reactive.text).dispose(in: field.reactive.bag)
    await flushMainActor()
    #expect(field.text == "ann")
    field.userTypes("anna")
    field.userTypes("annabel")
    await flushMainActor()
    #expect(model.value == "annabel")
    #expect(modelValues == ["ann", "anna", "annabel"])
    // User edits are never written back into the field.
    #expect(field.setByApp == ["ann"])
    log.dispose()
  }

  @Test func theFieldsValueWinsWhenTheFieldStartsTheBinding() async {
    let field = TextField()
    field.text = "typed"
    let model = Observable<String?>("")
    field.reactive.text.bidirectionalBind(to: model).dispose(in: field.reactive.bag)
    await flushMainActor()
    #expect(model.value == "typed")
    #expect(field.setByApp == [])
  }

  @Test func valuesTheBindingSetsAreNotSentBackToTheModel() async {
    let field = TextField()
    let model = Observable("")
    var modelValues: [String] = []
    let log = model.observeNext(on: .mainActor) { modelValues.append($0) }
    model.bidirectionalBind(to: field.reactive.text).dispose(in: field.reactive.bag)
    model.value = "from model"
    await flushMainActor()
    #expect(field.text == "from model")
    #expect(field.setByApp == ["", "from model"])
    #expect(modelValues == ["", "from model"])
    log.dispose()
  }

  @Test func valuesSentFromOtherThreadsReachTheFieldOnTheMainActorInOrder() async {
    let field = TextField()
    let model = Observable("")
    model.bidirectionalBind(to: field.reactive.text).dispose(in: field.reactive.bag)
    await Task.detached {
      for number in 1...500 { model.value = "\(number)" }
    }.value
    await flushMainActor()
    #expect(field.setByApp == [""] + (1...500).map { "\($0)" })
    #expect(field.text == "500")
    #expect(model.value == "500")
  }

  @Test func theObjectKeepsOnePropertyPerName() {
    let field = TextField()
    #expect(field.reactive.text === field.reactive.text)
  }

  @Test func bindingsEndWhenTheFieldIsReleased() async {
    let model = Observable("a")
    let oneWay = Observable<String?>("b")
    var field: TextField? = TextField()
    weak let weakField = field
    weak let weakProperty = field!.reactive.text
    let twoWay = model.bidirectionalBind(to: field!.reactive.text)
    let intoField = oneWay.bind(to: field!.reactive.text)
    await flushMainActor()
    #expect(model.observerCount == 1)
    #expect(oneWay.observerCount == 1)
    field = nil
    #expect(weakField == nil)
    #expect(weakProperty == nil)
    #expect(twoWay.isDisposed)
    #expect(intoField.isDisposed)
    #expect(model.observerCount == 0)
    #expect(oneWay.observerCount == 0)
  }
}
