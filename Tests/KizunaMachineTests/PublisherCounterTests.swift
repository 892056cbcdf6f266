import KizunaMachine
import KizunaMachineTestSupport
import KizunaTestSupport
import Testing

/// The counter screen with publisher outputs (the UIKit shape), through its machine.
@MainActor
@Suite struct PublisherCounterTests {
  /// A machine, its virtual clock, and one log per output (the exact sequence of each).
  @MainActor final class Screen {
    let scheduler = TestScheduler()
    let machine: PublisherCounterMachine
    let countText = OutputLog<String>()
    let isIncrementEnabled = OutputLog<Bool>()
    let isDecrementEnabled = OutputLog<Bool>()

    init() {
      machine = PublisherCounterMachine(scheduler: KizunaScheduler(scheduler))
      countText.record(machine.output.countText, as: { $0 })
      isIncrementEnabled.record(machine.output.isIncrementEnabled, as: { $0 })
      isDecrementEnabled.record(machine.output.isDecrementEnabled, as: { $0 })
    }

    /// Delivers what the machine has scheduled and returns what each output showed since the
    /// last call.
    func render() -> (count: [String], increment: [Bool], decrement: [Bool]) {
      scheduler.advance()
      return (countText.take(), isIncrementEnabled.take(), isDecrementEnabled.take())
    }
  }

  @Test func outputsArriveOnTheInjectedScheduler() {
    let screen = Screen()
    #expect(screen.countText.entries == [])
    #expect(screen.scheduler.pendingCount == 3)
    let shown = screen.render()
    #expect(shown.count == ["0"])
    #expect(shown.increment == [false])
    #expect(shown.decrement == [false])
  }

  @Test func buttonsDoNothingWhileTheToggleIsOff() {
    let screen = Screen()
    _ = screen.render()
    screen.machine.input.increment.send()
    screen.machine.input.increment.send()
    screen.machine.input.decrement.send()
    let shown = screen.render()
    #expect(shown.count == [])
    #expect(shown.increment == [])
    #expect(shown.decrement == [])
  }

  @Test func theToggleEnablesIncrementAndDecrementOnlyAboveZero() {
    let screen = Screen()
    _ = screen.render()
    screen.machine.input.isOn.send(true)
    var shown = screen.render()
    #expect(shown.increment == [true])
    #expect(shown.decrement == [])  // still false at zero: -1 stays disabled

    screen.machine.input.increment.send()
    shown = screen.render()
    #expect(shown.count == ["1"])
    #expect(shown.decrement == [true])

    screen.machine.input.isOn.send(false)
    shown = screen.render()
    #expect(shown.increment == [false])
    #expect(shown.decrement == [false])
    #expect(shown.count == [])
  }

  @Test func exactSequenceOfASession() {
    let screen = Screen()
    let input = screen.machine.input
    input.isOn.send(true)
    input.increment.send()
    input.increment.send()
    input.decrement.send()
    input.decrement.send()
    input.decrement.send()  // at zero: ignored
    input.isOn.send(false)
    input.increment.send()  // toggle off: ignored
    input.isOn.send(true)
    input.increment.send()
    let shown = screen.render()
    #expect(shown.count == ["0", "1", "2", "1", "0", "1"])
    #expect(shown.increment == [false, true, false, true])
    #expect(shown.decrement == [false, true, false, true])
  }

  @Test func countNeverGoesBelowZero() {
    let screen = Screen()
    screen.machine.input.isOn.send(true)
    for _ in 0..<5 { screen.machine.input.decrement.send() }
    let shown = screen.render()
    #expect(shown.count == ["0"])
    #expect(shown.decrement == [false])
  }

  @Test(arguments: [1, 2, 3, 42])
  func matchesAReferenceModelOnRandomSessions(seed: UInt64) {
    let screen = Screen()
    var model = CounterModel()
    var shownCounts = ["0"]
    var random = SeededGenerator(seed: seed)
    _ = screen.render()
    for _ in 0..<300 {
      switch random.next() % 3 {
      case 0:
        let on = random.next() % 2 == 0
        screen.machine.input.isOn.send(on)
        model.isOn = on
      case 1:
        screen.machine.input.increment.send()
        if model.increment() { shownCounts.append(String(model.count)) }
      default:
        screen.machine.input.decrement.send()
        if model.decrement() { shownCounts.append(String(model.count)) }
      }
    }
    let shown = screen.render()
    #expect(["0"] + shown.count == shownCounts)
    #expect(shown.count.allSatisfy { Int($0)! >= 0 })
  }

  @Test func theResolverIsTestableWithoutTheMachine() {
    let input = PublisherCounter.Input()
    let store = PublisherCounter.Store()
    let scheduler = TestScheduler()
    let polished = PublisherCounter.polish(
      input: Publishing(input), store: store, extra: .init(scheduler: KizunaScheduler(scheduler)))
    let counts = OutputLog<String>()
    counts.record(polished.output.countText, as: { $0 })
    input.isOn.send(true)
    input.increment.send()
    scheduler.advance()
    #expect(counts.entries == ["0", "1"])
    #expect(store.count == 1)
    #expect(polished.cancellables.count == 2)
  }
}

/// The counter's rules, written plainly: the oracle for the machines.
struct CounterModel {
  var count = 0
  var isOn = false

  /// Applies +1; returns whether the count changed.
  mutating func increment() -> Bool {
    guard isOn else { return false }
    count += 1
    return true
  }

  /// Applies -1; returns whether the count changed.
  mutating func decrement() -> Bool {
    guard isOn, count > 0 else { return false }
    count -= 1
    return true
  }
}
