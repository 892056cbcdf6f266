import KizunaMachine
import KizunaMachineTestSupport
import KizunaTestSupport
import Testing

/// A screen's machine as a subclass of Ricemill's `PrimitiveMachine`, with its own
/// convenience initializer.
final class StoredCounterViewModel: PrimitiveMachine<StoredCounter> {
  convenience init(isOn: Bool) {
    let input = StoredCounter.Input()
    input.isOn = isOn
    self.init(input: input, store: .init(), extra: .init())
  }
}

/// `PrimitiveMachine`: Ricemill's name for `Machine`, usable as a type and as a superclass.
@MainActor
@Suite struct PrimitiveMachineTests {
  @Test func aPrimitiveMachineIsAMachine() {
    let machine = PrimitiveMachine<StoredCounter>(input: .init(), store: .init(), extra: .init())
    let same: Machine<StoredCounter> = machine
    same.input.isOn.wrappedValue = true
    machine.input.increment.send()
    #expect(machine.output.count == 1)
    #expect(PrimitiveMachine<StoredCounter>.self == Machine<StoredCounter>.self)
  }

  @Test func aMachineCanBeSubclassed() {
    let viewModel = StoredCounterViewModel(isOn: true)
    let changes = willChangeCount(of: viewModel) {
      viewModel.input.increment.send()
      viewModel.input.increment.send()
      viewModel.input.decrement.send()
    }
    #expect(viewModel.output.count == 1)
    #expect(changes > 0)
  }

  @Test func aSubclassWithPublisherOutputsReadsThemAsPublishers() {
    final class CounterViewModel: PrimitiveMachine<PublisherCounter> {}
    let clock = TestScheduler()
    let viewModel = CounterViewModel(
      input: .init(), store: .init(), extra: .init(scheduler: KizunaScheduler(clock)))
    let texts = OutputLog<String>()
    texts.record(viewModel.output.countText, as: { $0 })
    viewModel.input.isOn.send(true)
    viewModel.input.increment.send()
    clock.advance()
    #expect(texts.take() == ["0", "1"])
  }
}
