import Kizuna
import KizunaTestSupport
import Testing

/// An observer that changes the observable it observes: every observer must see the values in
/// the order they were set, each exactly once, with no recursion and no deadlock.
@Suite struct ReentrancyTests {
  @Test func observerSettingItsObservableGivesInOrderDeliveryToEveryObserver() {
    let value = Observable(0)
    let first = EventRecorder<Int, Never>()
    let second = EventRecorder<Int, Never>()
    let bag = DisposeBag()
    value.observeNext { number in
      first.record(.next(number))
      if number < 3 { value.value = number + 1 }
    }.dispose(in: bag)
    value.observe(with: second.record).dispose(in: bag)
    // The second observer subscribed after the chain ran; it starts from the current value.
    #expect(first.values == [0, 1, 2, 3])
    #expect(second.values == [3])
    value.value = 0
    #expect(first.values == [0, 1, 2, 3, 0, 1, 2, 3])
    #expect(second.values == [3, 0, 1, 2, 3])
  }

  @Test func reentrantValueIsStoredAtOnceAndDeliveredAfterTheCurrentOne() {
    let value = Observable(0)
    let order = EventRecorder<String, Never>()
    let bag = DisposeBag()
    value.observeNext { number in
      order.record(.next("a\(number)"))
      if number == 1 {
        value.value = 2
        // The new value is readable at once, but not yet delivered to anyone.
        order.record(.next("read\(value.value)"))
      }
    }.dispose(in: bag)
    value.observeNext { number in order.record(.next("b\(number)")) }.dispose(in: bag)
    value.value = 1
    #expect(order.values == ["a0", "b0", "a1", "read2", "b1", "a2", "b2"])
  }

  @Test func observerMaySubscribeAndDisposeDuringDelivery() {
    let subject = PublishSubject<Int, Never>()
    let late = EventRecorder<Int, Never>()
    let victim = EventRecorder<Int, Never>()
    let bag = DisposeBag()
    let victimObservation = SerialDisposable()
    subject.observeNext { number in
      if number == 1 {
        // Neither call may deadlock: observers never run under a lock.
        subject.observe(with: late.record).dispose(in: bag)
        victimObservation.dispose()
      }
    }.dispose(in: bag)
    victimObservation.inner = subject.observe(with: victim.record)
    subject.send(1)
    subject.send(2)
    // The victim was disposed while event 1 was being delivered, before its turn came.
    #expect(victim.values == [])
    // The late observer did not see the event that was in flight when it subscribed.
    #expect(late.values == [2])
  }

  @Test func subjectCompletedFromInsideAnObserverEndsEveryObserverAfterTheCurrentEvent() {
    let subject = PublishSubject<Int, Never>()
    let first = EventRecorder<Int, Never>()
    let second = EventRecorder<Int, Never>()
    let bag = DisposeBag()
    subject.observeNext { number in
      first.record(.next(number))
      if number == 1 { subject.send(completion: .finished) }
    }.dispose(in: bag)
    subject.observe(with: second.record).dispose(in: bag)
    subject.send(1)
    subject.send(2)
    #expect(first.events == [.next(1)])
    #expect(second.events == [.next(1), .completed])
  }
}
