import Foundation
import Kizuna
import KizunaTestSupport
import Testing

@Suite struct BidirectionalBindTests {
  @Test func callersValueWinsAtTheStart() {
    let field = Observable("draft")
    let model = Observable("")
    let binding = field.bidirectionalBind(to: model)
    #expect(model.value == "draft")
    #expect(field.value == "draft")
    binding.dispose()
  }

  @Test func changesFlowBothWaysWithoutEchoOrDuplicates() {
    let field = Observable("a")
    let model = Observable("")
    let fieldLog = EventRecorder<String, Never>()
    let modelLog = EventRecorder<String, Never>()
    let bag = DisposeBag()
    field.bidirectionalBind(to: model).dispose(in: bag)
    field.observe(with: fieldLog.record).dispose(in: bag)
    model.observe(with: modelLog.record).dispose(in: bag)
    field.value = "b"
    model.value = "c"
    field.value = "d"
    // Each side delivers each value exactly once: no feedback loop, no echo.
    #expect(fieldLog.values == ["a", "b", "c", "d"])
    #expect(modelLog.values == ["a", "b", "c", "d"])
  }

  @Test func bindingWithASubjectSkipsNothingAtTheStart() {
    let taps = PublishSubject<Int, Never>()
    let count = Observable(0)
    let binding = count.bidirectionalBind(to: taps)
    let log = EventRecorder<Int, Never>()
    let observation = count.observe(with: log.record)
    taps.send(1)
    taps.send(2)
    #expect(log.values == [0, 1, 2])
    observation.dispose()
    binding.dispose()
  }

  @Test func disposingEndsBothDirections() {
    let left = Observable(1)
    let right = Observable(0)
    let binding = left.bidirectionalBind(to: right)
    binding.dispose()
    left.value = 2
    right.value = 3
    #expect(left.value == 2)
    #expect(right.value == 3)
    #expect(left.observerCount == 0)
    #expect(right.observerCount == 0)
  }

  @Test func bindingDoesNotKeepEitherSideAlive() {
    var left: Observable<Int>? = Observable(1)
    var right: Observable<Int>? = Observable(0)
    weak let weakLeft = left
    weak let weakRight = right
    let binding = left!.bidirectionalBind(to: right!)
    left = nil
    #expect(weakLeft == nil)
    #expect(binding.isDisposed)
    right = nil
    #expect(weakRight == nil)
  }

  /// Both sides set at once from two threads, many times: every value is delivered in order
  /// per side, nothing loops forever, and both sides end equal. (Bond/ReactiveKit used an
  /// unsynchronized "is updating" flag here, which Thread Sanitizer reports.)
  @Test func concurrentWritesToBothSidesConverge() async {
    for round in 0..<50 {
      let left = Observable(0)
      let right = Observable(0)
      let binding = left.bidirectionalBind(to: right)
      await withTaskGroup(of: Void.self) { group in
        group.addTask { for value in 1...200 { left.value = value } }
        group.addTask { for value in 1...200 { right.value = -value } }
      }
      #expect(left.value == right.value, "round \(round)")
      binding.dispose()
    }
  }

  @Test func optionalTextAndTextStayEqualBothWays() {
    // Bond's bnd_text (String?) bound to a view model's String.
    let field = Observable<String?>("typed")
    let name = Observable("")
    let fieldLog = EventRecorder<String?, Never>()
    let nameLog = EventRecorder<String, Never>()
    let bag = DisposeBag()
    field.bidirectionalBind(to: name).dispose(in: bag)
    field.observe(with: fieldLog.record).dispose(in: bag)
    name.observe(with: nameLog.record).dispose(in: bag)
    name.value = "Ann"
    field.value = nil
    field.value = "Bo"
    // nil reaches the model as "", and that "" is not echoed back to the field as "".
    #expect(fieldLog.values == ["typed", "Ann", nil, "Bo"])
    #expect(nameLog.values == ["typed", "Ann", "", "Bo"])
  }

  @Test func textBoundToOptionalTextGivesItsValueAtTheStart() {
    let name = Observable("Ann")
    let field = Observable<String?>(nil)
    let binding = name.bidirectionalBind(to: field)
    #expect(field.value == "Ann")
    field.value = nil
    #expect(name.value == "")
    #expect(field.value == nil)  // not echoed back as ""
    binding.dispose()
  }

  @Test func mappedValuesFlowBothWaysWithoutEcho() {
    let field = Observable<String?>("12")
    let count = Observable(0)
    let fieldLog = EventRecorder<String?, Never>()
    let countLog = EventRecorder<Int, Never>()
    let bag = DisposeBag()
    field.bidirectionalBind(to: count, map: { Int($0 ?? "") ?? 0 }, reverse: { String($0) })
      .dispose(in: bag)
    field.observe(with: fieldLog.record).dispose(in: bag)
    count.observe(with: countLog.record).dispose(in: bag)
    field.value = "x"  // not a number: the count becomes 0, the field keeps "x"
    count.value = 5
    #expect(fieldLog.values == ["12", "x", "5"])
    #expect(countLog.values == [12, 0, 5])
  }

  @Test func mappedBindingDoesNotKeepEitherSideAlive() {
    var field: Observable<String?>? = Observable("1")
    var count: Observable<Int>? = Observable(0)
    weak let weakField = field
    weak let weakCount = count
    let binding = field!.bidirectionalBind(
      to: count!, map: { Int($0 ?? "") ?? 0 }, reverse: { String($0) })
    field = nil
    count = nil
    #expect(weakField == nil)
    #expect(weakCount == nil)
    binding.dispose()
  }

  @Test func concurrentWritesToBothMappedSidesConverge() async {
    for round in 0..<50 {
      let text = Observable<String?>("0")
      let number = Observable(0)
      let binding = text.bidirectionalBind(
        to: number, map: { Int($0 ?? "") ?? 0 }, reverse: { String($0) })
      await withTaskGroup(of: Void.self) { group in
        group.addTask { for value in 1...200 { text.value = String(value) } }
        group.addTask { for value in 1...200 { number.value = -value } }
      }
      #expect(Int(text.value ?? "") == number.value, "round \(round)")
      binding.dispose()
    }
  }
}
