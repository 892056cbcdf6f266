// The stand-in UIControl keeps its actions as Apple documents addAction(_:for:): uniqued by
// identifier. KizunaUIKit's control events add one action per observation and remove it when
// the observation ends, whatever else the control has.
import Kizuna
import KizunaTestSupport
import KizunaUIKit
import Testing
import UIKit

@MainActor
@Suite struct ControlActionTests {
  @Test func anActionWithTheSameIdentifierReplacesTheOneBefore() {
    let control = UIControl()
    let calls = EventRecorder<String, Never>()
    let identifier = UIAction.Identifier("save")
    control.addAction(
      UIAction(identifier: identifier) { _ in calls.record(.next("first")) }, for: .touchUpInside)
    control.addAction(
      UIAction(identifier: identifier) { _ in calls.record(.next("second")) }, for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(calls.values == ["second", "second"])
    control.removeAction(identifiedBy: identifier, for: [.touchUpInside, .valueChanged])
    control.sendActions(for: .touchUpInside)
    #expect(calls.values.count == 2)
  }

  @Test func eachObservationOfControlEventsAddsAndRemovesOnlyItsOwnAction() async {
    let button = UIButton()
    let appAction = EventRecorder<Void, Never>()
    button.addAction(UIAction { _ in appAction.record(.next(())) }, for: .touchUpInside)
    let first = EventRecorder<Void, Never>()
    let second = EventRecorder<Void, Never>()
    let one = button.reactive.controlEvents(.touchUpInside).observe(with: first.record)
    let two = button.reactive.controlEvents(.touchUpInside).observe(with: second.record)
    // Registrations and their ends go through the main-actor scheduler's FIFO queue.
    await flushMainActor()
    button.sendActions(for: .touchUpInside)
    one.dispose()
    await flushMainActor()
    button.sendActions(for: .touchUpInside)
    two.dispose()
    await flushMainActor()
    button.sendActions(for: .touchUpInside)
    #expect(first.values.count == 1)
    #expect(second.values.count == 2)
    #expect(appAction.values.count == 3)
  }
}
