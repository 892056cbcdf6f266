// KizunaAppKit's action target beside an action wired before it (in Interface Builder, or in
// code): observing a control through `reactive` (or Bond's `bnd_controlEvent`) must not take
// the app's own action away.
@_spi(StandIn) import AppKit
import KizunaAppKit
import ObjectiveC
import Synchronization
import Testing

/// An app's own action target, as Interface Builder would wire it.
@MainActor
final class AppActionTarget: @MainActor StandInMessageReceiver {
  var received = 0

  func receiveMessage(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector == Selector("buttonClicked:") else { return false }
    received += 1
    return true
  }
}

/// A count Kizuna's `@Sendable` observers may raise.
final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

@MainActor
@Suite("KizunaAppKit's action target keeps the control's own action")
struct ControlActionTargetTests {
  @Test("a click reaches Kizuna's observers and the action the control had")
  func keepsInterfaceBuilderAction() {
    let button = NSButton()
    let app = AppActionTarget()
    button.target = app
    button.action = Selector("buttonClicked:")
    let observed = Counter()
    let observation = button.reactive.action.observeNext { _ in observed.increment() }
    button.performClick(nil)
    #expect(observed.value == 1)
    #expect(app.received == 1, "the app's own action was replaced")
    observation.dispose()
    button.performClick(nil)
    #expect(observed.value == 1)
    #expect(app.received == 2)
  }

  @Test("a control with no action before: only Kizuna's observers")
  func noEarlierAction() {
    let button = NSButton()
    let observed = Counter()
    let observation = button.reactive.action.observeNext { _ in observed.increment() }
    button.performClick(nil)
    #expect(observed.value == 1)
    observation.dispose()
  }
}
