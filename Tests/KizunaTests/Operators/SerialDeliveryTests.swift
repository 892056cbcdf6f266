import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct SerialDeliveryTests {
  @Test func deliversQueuedEventsInOrderAndNothingAfterTerminal() {
    let recorder = EventRecorder<Int, Never>()
    let delivery = SerialDelivery<Int, Observer<Int, Never>>(0, target: Observer(recorder.record))
    delivery.update { count, outbox in
      count += 2
      outbox.send(1)
      outbox.send(2)
      outbox.send(.completed)
      outbox.send(3)
      #expect(outbox.isTerminated)
    }
    delivery.update { _, outbox in outbox.send(4) }
    #expect(recorder.events == [.next(1), .next(2), .completed])
    #expect(delivery.update { count, _ in count } == 2)
  }

  @Test func reentrantUpdatesAreQueuedNotRecursive() {
    let log = Lock<[String]>.make([])
    let holder = Lock<SerialDelivery<Void, Observer<Int, Never>>?>.make(nil)
    let delivery = SerialDelivery<Void, Observer<Int, Never>>(
      (),
      target: Observer { event in
        guard case .next(let value) = event else { return }
        log.withLock { $0.append("begin \(value)") }
        if value < 3 {
          holder.withLock { $0 }?.update { _, outbox in outbox.send(value + 1) }
        }
        log.withLock { $0.append("end \(value)") }
      })
    holder.withLock { $0 = delivery }
    delivery.update { _, outbox in outbox.send(1) }
    #expect(
      log.withLock { $0 } == ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
    holder.withLock { $0 = nil }
  }

  @Test func concurrentUpdatesAreDeliveredOneAtATimeInDecisionOrder() async {
    let probe = ConcurrencyProbe<Int>()
    let delivery = SerialDelivery<Int, Observer<Int, Never>>(0, target: Observer(probe.record))
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<2_500 {
            delivery.update { counter, outbox in
              counter += 1
              outbox.send(counter)
            }
          }
        }
      }
    }
    #expect(probe.values == Array(1...10_000))
    #expect(probe.overlaps == 0)
  }
}
