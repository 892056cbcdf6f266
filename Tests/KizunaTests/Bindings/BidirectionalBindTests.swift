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
    let taps = PassthroughSubject<Int, Never>()
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
}
