import KizunaMachine
import Testing

/// `SubjectProxy`: what a view can send into a machine's input.
@MainActor
@Suite struct SubjectProxyTests {
  /// A subscription that logs the demand requested from it.
  final class RecordingSubscription: Subscription {
    var requests: [Subscribers.Demand] = []
    var isCancelled = false
    let combineIdentifier = CombineIdentifier()

    func request(_ demand: Subscribers.Demand) { requests.append(demand) }
    func cancel() { isCancelled = true }
  }

  @Test func sendingASubscriptionHandsItToTheInputSubject() {
    let machine = StoredCounterMachine()
    let subscription = RecordingSubscription()
    machine.input.increment.send(subscription: subscription)
    #expect(subscription.requests == [.unlimited])
    #expect(!subscription.isCancelled)
  }

  @Test func sendingACompletionEndsTheInput() {
    let machine = StoredCounterMachine()
    machine.input.isOn.wrappedValue = true
    machine.input.increment.send(completion: .finished)
    machine.input.increment.send()
    #expect(machine.output.count == 0)
  }
}
