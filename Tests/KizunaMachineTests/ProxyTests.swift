import KizunaMachine
import KizunaMachineTestSupport
import KizunaTestSupport
import Testing

/// The API surface of the proxies: what a view can and cannot do with a machine.
@MainActor
@Suite struct ProxyTests {
  @Test func inputSubjectsAreSendOnlyProxies() {
    let machine = PublisherCounterMachine(scheduler: KizunaScheduler(TestScheduler()))
    let increment: SubjectProxy<PassthroughSubject<Void, Never>> = machine.input.increment
    let isOn: SubjectProxy<PassthroughSubject<Bool, Never>> = machine.input.isOn
    #expect(type(of: increment) == SubjectProxy<PassthroughSubject<Void, Never>>.self)
    #expect(type(of: isOn) == SubjectProxy<PassthroughSubject<Bool, Never>>.self)
  }

  @Test func outputPublishersAreErasedToAnyPublisher() {
    let machine = PublisherCounterMachine(scheduler: KizunaScheduler(TestScheduler()))
    let countText = machine.output.countText
    #expect(type(of: countText) == AnyPublisher<String, Never>.self)
  }

  @Test func storedOutputsAreReadOnlyValues() {
    let machine = StoredCounterMachine()
    let count = machine.output.count
    let countChanges = machine.output.$count
    #expect(type(of: count) == Int.self)
    #expect(type(of: countChanges) == AnyPublisher<Int, Never>.self)
    let path = \OutputProxy<StoredCounter.Store>.count
    #expect(!(path is WritableKeyPath<OutputProxy<StoredCounter.Store>, Int>))
    let machinePath = \StoredCounterMachine.output.count
    #expect(!(machinePath is ReferenceWritableKeyPath<StoredCounterMachine, Int>))
  }

  @Test func bindableInputPropertiesAreBindings() {
    let machine = StoredCounterMachine()
    let isOn: InputBinding<Bool> = machine.input.isOn
    #if !canImport(SwiftUI)
      // Without SwiftUI the proxy hands out InputBinding; with it, a SwiftUI Binding unless
      // the context asks for an InputBinding (as above).
      #expect(type(of: machine.input.isOn) == InputBinding<Bool>.self)
    #endif
    isOn.wrappedValue = true
    #expect(machine.output.isIncrementEnabled)
    #expect(machine.input.isOn.wrappedValue)
  }

  @Test func aPublisherFeedsAnInputProxy() {
    let machine = StoredCounterMachine()
    machine.input.isOn.wrappedValue = true
    let taps = PassthroughSubject<Void, Never>()
    let feeding = taps.subscribe(machine.input.increment)
    taps.send()
    taps.send()
    #expect(machine.output.count == 2)
    feeding.cancel()
    taps.send()
    #expect(machine.output.count == 2)
  }

  @Test func completingAnInputEndsItsPipeline() {
    let machine = StoredCounterMachine()
    machine.input.isOn.wrappedValue = true
    machine.input.increment.send()
    machine.input.increment.send()
    machine.input.increment.send(completion: .finished)
    machine.input.increment.send()  // ignored: the input has finished
    #expect(machine.output.count == 2)
    machine.input.decrement.send()  // the other input still works
    #expect(machine.output.count == 1)
  }

  @Test func publishingExposesPublishersAndCurrentValues() {
    let input = StoredCounter.Input()
    let publishing = Publishing(input)
    let isOnChanges: AnyPublisher<Bool, Never> = publishing.$isOn
    let taps: AnyPublisher<Void, Never> = publishing.increment
    let log = OutputLog<String>()
    log.record(isOnChanges, as: { "isOn \($0)" })
    log.record(taps, as: { "tap" })
    input.isOn = true
    input.increment.send()
    #expect(publishing.isOn == true)
    #expect(log.entries == ["isOn false", "isOn true", "tap"])
  }
}
