import Kizuna
import KizunaTestSupport
import Testing

final class Target: Sendable {
  private let state = Lock.make(0)
  var value: Int {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
}

@Suite struct LeakTests {
  /// 10,000 bind/unbind cycles against one source leave no observer and no target alive.
  @Test func tenThousandBindUnbindCyclesLeaveNothingAlive() {
    let source = Observable(0)
    var weakTargets: [WeakBox<Target>] = []
    for cycle in 0..<10_000 {
      let target = Target()
      weakTargets.append(WeakBox(target))
      let binding = source.map { $0 + cycle }.bind(to: target, context: .immediate) {
        target, value in target.value = value
      }
      source.value = cycle
      #expect(target.value == 2 * cycle)
      binding.dispose()
    }
    #expect(source.observerCount == 0)
    #expect(weakTargets.allSatisfy { $0.object == nil })
  }

  /// Targets released without unbinding: none is kept alive, and the bindings end.
  @Test func releasedTargetsEndTheirBindings() {
    let source = Observable(0)
    var weakTargets: [WeakBox<Target>] = []
    var bindings: [any Disposable] = []
    for _ in 0..<10_000 {
      let target = Target()
      weakTargets.append(WeakBox(target))
      bindings.append(
        source.bind(to: target, context: .immediate) { target, value in target.value = value })
    }
    #expect(weakTargets.allSatisfy { $0.object == nil })
    source.value = 1  // each binding notices its target is gone
    #expect(source.observerCount == 0)
    #expect(bindings.allSatisfy { $0.isDisposed })
  }

  /// An operator chain over a released source is freed entirely.
  @Test func releasedSourceFreesTheChainAndItsBindings() {
    weak var weakSource: PublishSubject<Int, Never>?
    weak var weakTarget: Target?
    var binding: (any Disposable)?
    do {
      let source = PublishSubject<Int, Never>()
      let target = Target()
      weakSource = source
      weakTarget = target
      binding = source.map { $0 * 2 }.filter { $0 > 0 }.bind(to: target, context: .immediate) {
        $0.value = $1
      }
      source.send(2)
      #expect(target.value == 4)
    }
    #expect(weakSource == nil)
    #expect(weakTarget == nil)
    #expect(binding?.isDisposed == true)
  }
}

struct WeakBox<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
