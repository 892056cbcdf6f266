import Kizuna
import KizunaTestSupport
import Testing

@Suite(.hangGuard) @MainActor struct SignalReceiverTests {
  @Test func callsTheActionWithEachValueBetweenStartAndStop() async {
    let count = Observable(0)
    let receiver = SignalReceiver<Int>()
    var received: [Int] = []
    receiver.start(count) { received.append($0) }
    #expect(receiver.isReceiving)
    count.value = 1
    await flushMainActor()
    receiver.stop()
    #expect(!receiver.isReceiving)
    count.value = 2
    await flushMainActor()
    #expect(received == [0, 1])
  }

  @Test func valuesOnTheirWayWhenStoppedAreDropped() async {
    let values = PublishSubject<Int, Never>()
    let receiver = SignalReceiver<Int>()
    var received: [Int] = []
    receiver.start(values) { received.append($0) }
    // With main-actor work queued, the value is queued behind it, on any thread.
    MainActorScheduler.shared.executeLater {}
    values.send(1)
    receiver.stop()
    await flushMainActor()
    #expect(received == [])
  }

  @Test func startingTwiceObservesOnce() async {
    let count = Observable(0)
    let receiver = SignalReceiver<Int>()
    var received: [Int] = []
    receiver.start(count) { received.append($0) }
    receiver.start(count) { received.append($0 * 100) }
    count.value = 1
    await flushMainActor()
    #expect(received == [0, 1])
    receiver.stop()
  }

  @Test func aStoppedReceiverCanStartAgain() async {
    let count = Observable(0)
    let receiver = SignalReceiver<Int>()
    var received: [Int] = []
    receiver.start(count) { received.append($0) }
    await flushMainActor()
    receiver.stop()
    count.value = 1
    receiver.start(count) { received.append($0) }
    await flushMainActor()
    #expect(received == [0, 1])
    receiver.stop()
  }

  @Test func releasingTheReceiverDisposesTheObservation() async {
    let disposed = Observable(false)
    let signal = Signal<Int, Never> { _ in BlockDisposable { disposed.value = true } }
    var receiver: SignalReceiver<Int>? = SignalReceiver()
    receiver?.start(signal) { _ in }
    #expect(!disposed.value)
    receiver = nil
    #expect(disposed.value)
  }
}
