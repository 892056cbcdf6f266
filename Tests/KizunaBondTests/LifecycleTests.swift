import KizunaBond
import Testing

@Suite("EventProducer lifecycles (Bond v4)")
struct LifecycleTests {
  @Test("a .Managed producer lives through its sink while observed, until its last observer")
  func managedLivesWhileObserved() {
    let source = EventProducer<Int>()
    var transforms = 0
    var mapped: EventProducer<Int>? = source.map { value in
      transforms += 1
      return value * 2
    }
    #expect(mapped?.lifecycle == .Managed)
    let released = SimpleDisposable()
    mapped?.deinitDisposable += released
    let weakMapped = WeakBox(mapped)
    var received: [Int] = []
    let first = mapped!.observe { received.append($0) }
    let second = mapped!.observe { received.append(-$0) }
    mapped = nil
    #expect(weakMapped.object != nil)
    source.next(1)
    #expect(received == [2, -2])
    first.dispose()
    #expect(weakMapped.object != nil)
    #expect(!released.isDisposed)
    second.dispose()
    #expect(weakMapped.object == nil)
    #expect(released.isDisposed)
    source.next(2)
    #expect(transforms == 1)
  }

  @Test("a .Managed producer nobody observes or holds is released at once")
  func unobservedManagedIsReleased() {
    let source = EventProducer<Int>()
    let weakMapped = WeakBox(source.map { $0 })
    #expect(weakMapped.object == nil)
  }

  @Test("a .Managed producer held strongly outlives its observers and can be observed again")
  func heldManagedOutlivesObservers() {
    let source = EventProducer<Int>()
    var mapped: EventProducer<Int>? = source.map { $0 + 1 }
    let weakMapped = WeakBox(mapped)
    mapped!.observe { _ in }.dispose()
    #expect(weakMapped.object != nil)
    var received: [Int] = []
    let observation = mapped!.observe { received.append($0) }
    mapped = nil
    source.next(1)
    #expect(received == [2])
    #expect(weakMapped.object != nil)
    observation.dispose()
    #expect(weakMapped.object == nil)
  }

  @Test("a .Normal producer is not kept alive by its sink, even while observed")
  func normalIsNotKeptAliveByObservers() {
    let source = EventProducer<Int>()
    var forwarded = 0
    var producer: EventProducer<Int>? = EventProducer(lifecycle: .Normal) { sink in
      source.observe { value in
        forwarded += 1
        sink(value)
      }
    }
    let weakProducer = WeakBox(producer)
    let observation = producer!.observe { _ in }
    source.next(1)
    producer = nil
    #expect(weakProducer.object == nil)
    #expect(observation.isDisposed)
    source.next(2)
    #expect(forwarded == 1)
  }

  @Test("an Observable is released even while observed, and its observations read disposed")
  func observableReleasedWhileObserved() {
    var observable: Observable<Int>? = Observable(0)
    let weakObservable = WeakBox(observable)
    let observation = observable!.observe { _ in }
    #expect(!observation.isDisposed)
    observable = nil
    #expect(weakObservable.object == nil)
    #expect(observation.isDisposed)
  }

  @Test("releasing the end of a chain releases every link and ends the source's observation")
  func releaseCascadesThroughAChain() {
    let source = Observable(1)
    var calls = 0
    var mapped: EventProducer<Int>? = source.map { value in
      calls += 1
      return value * 10
    }
    var filtered: EventProducer<Int>? = mapped!.filter { $0 > 0 }
    var end: EventProducer<String>? = filtered!.map { "\($0)" }
    let links = (WeakBox(mapped), WeakBox(filtered), WeakBox(end))
    var received: [String] = []
    let observation = end!.observe { received.append($0) }
    (mapped, filtered, end) = (nil, nil, nil)
    source.value = 2
    #expect(received == ["10", "20"])
    #expect(links.0.object != nil && links.1.object != nil && links.2.object != nil)
    let callsBefore = calls
    observation.dispose()
    #expect(links.0.object == nil && links.1.object == nil && links.2.object == nil)
    source.value = 3
    #expect(calls == callsBefore)
  }

  @Test("releasing the source of an observed map releases the map and ends its observations")
  func releasingTheSourceReleasesTheMap() {
    var source: EventProducer<Int>? = EventProducer<Int>()
    var mapped: EventProducer<Int>? = source!.map { $0 * 2 }
    let released = SimpleDisposable()
    mapped!.deinitDisposable += released
    let weak = (source: WeakBox(source), mapped: WeakBox(mapped))
    var received: [Int] = []
    let observation = mapped!.observe { received.append($0) }
    mapped = nil
    source!.next(1)
    #expect(weak.mapped.object != nil)
    source = nil
    #expect(weak.source.object == nil)
    #expect(weak.mapped.object == nil)
    #expect(released.isDisposed)
    #expect(observation.isDisposed)
    #expect(received == [2])
  }
}
