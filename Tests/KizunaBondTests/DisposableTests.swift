import Kizuna
import KizunaBond
import KizunaTestSupport
import Testing

@Suite("Disposables (Bond v4)")
struct DisposableTests {
  /// A disposable that counts how often it is disposed.
  final class CountingDisposable: KizunaBond.DisposableType {
    private(set) var disposals = 0
    var isDisposed: Bool { disposals > 0 }
    func dispose() { disposals += 1 }
  }

  @Test("SimpleDisposable reads disposed once disposed, and stays so")
  func simpleDisposable() {
    let disposable = KizunaBond.SimpleDisposable()
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
  }

  @Test("BlockDisposable runs its closure the first time only, even if disposed from inside it")
  func blockDisposableRunsOnce() {
    var runs = 0
    var disposable: KizunaBond.BlockDisposable!
    disposable = KizunaBond.BlockDisposable {
      runs += 1
      disposable.dispose()
    }
    #expect(!disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    #expect(runs == 1)
    #expect(disposable.isDisposed)
  }

  @Test("SerialDisposable disposes its disposable once, and one set later at once")
  func serialDisposable() {
    let first = CountingDisposable()
    let serial = KizunaBond.SerialDisposable(otherDisposable: first)
    #expect(!serial.isDisposed)
    serial.dispose()
    serial.dispose()
    #expect(serial.isDisposed)
    #expect(first.disposals == 1)
    let late = CountingDisposable()
    serial.otherDisposable = late
    #expect(late.disposals == 1)
    serial.dispose()
    #expect(late.disposals == 1)
  }

  @Test("SerialDisposable does not dispose the disposable it replaces")
  func serialDisposableReplacement() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let serial = KizunaBond.SerialDisposable(otherDisposable: nil)
    #expect(serial.otherDisposable == nil)
    serial.otherDisposable = first
    serial.otherDisposable = second
    #expect(first.disposals == 0)
    serial.dispose()
    #expect(first.disposals == 0)
    #expect(second.disposals == 1)
  }

  @Test("CompositeDisposable disposes every member once, and one added later at once")
  func compositeDisposable() {
    let members = [CountingDisposable(), CountingDisposable()]
    let composite = KizunaBond.CompositeDisposable(members)
    let added = CountingDisposable()
    composite += added
    let alsoAdded = CountingDisposable()
    composite.addDisposable(alsoAdded)
    #expect(!composite.isDisposed)
    composite.dispose()
    composite.dispose()
    #expect(composite.isDisposed)
    #expect((members + [added, alsoAdded]).map(\.disposals) == [1, 1, 1, 1])
    let late = CountingDisposable()
    composite += late
    #expect(late.disposals == 1)
    composite.dispose()
    #expect(late.disposals == 1)
  }

  @Test("a member that disposes the composite from its own dispose does not deadlock")
  func compositeReentrantDispose() {
    let composite = KizunaBond.CompositeDisposable()
    var runs = 0
    composite += KizunaBond.BlockDisposable {
      runs += 1
      composite.dispose()
      composite += KizunaBond.BlockDisposable { runs += 10 }
    }
    composite.dispose()
    #expect(runs == 11)
  }

  @Test("a long-lived composite forgets short-lived observations once they are disposed")
  func compositeDropsDisposedMembers() {
    let producer = EventProducer<Int>()
    let composite = KizunaBond.CompositeDisposable()
    var longLivedEvents: [Int] = []
    let longLived = producer.observe { longLivedEvents.append($0) }
    composite += longLived
    var observations: [WeakBox<AnyObject>] = []
    for _ in 0..<10_000 {
      let observation = producer.observe { _ in }
      observations.append(WeakBox(observation as AnyObject))
      composite += observation
      observation.dispose()
    }
    let alive = observations.count { $0.object != nil }
    // The composite drops disposed members whenever its storage fills: a few stay at most.
    #expect(alive <= 64, "the composite still holds \(alive) of 10,000 disposed observations")
    producer.next(1)
    composite.dispose()
    producer.next(2)
    #expect(longLived.isDisposed)
    #expect(longLivedEvents == [1])
  }

  @Test("DisposeBag disposes its contents on dispose and is reusable; isDisposed means empty")
  func disposeBagIsReusable() {
    let bag = KizunaBond.DisposeBag()
    #expect(bag.isDisposed)
    let first = CountingDisposable()
    first.disposeIn(bag)
    #expect(!bag.isDisposed)
    bag.dispose()
    #expect(bag.isDisposed)
    #expect(first.disposals == 1)
    let second = CountingDisposable()
    bag.addDisposable(second)
    #expect(!bag.isDisposed)
    #expect(second.disposals == 0)
    bag.dispose()
    bag.dispose()
    #expect(first.disposals == 1)
    #expect(second.disposals == 1)
  }

  @Test("a released DisposeBag disposes what it holds")
  func disposeBagDisposesOnRelease() {
    let producer = KizunaBond.Observable(0)
    var received: [Int] = []
    var bag: KizunaBond.DisposeBag? = KizunaBond.DisposeBag()
    producer.observe { received.append($0) }.disposeIn(bag!)
    producer.value = 1
    bag = nil
    producer.value = 2
    #expect(received == [0, 1])
  }

  @Test("a Kizuna disposable goes into a Bond bag, as itself or as a KizunaDisposable")
  func kizunaDisposablesInABondBag() {
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let bag = KizunaBond.DisposeBag()
    subject.observe(with: recorder.record).disposeIn(bag)
    let wrapped = KizunaDisposable(Kizuna.SimpleDisposable())
    wrapped.disposeIn(bag)
    #expect(!wrapped.isDisposed)
    subject.send(1)
    bag.dispose()
    subject.send(2)
    #expect(recorder.values == [1])
    #expect(wrapped.isDisposed)
    #expect(wrapped.base.isDisposed)
  }

  @Test("an observation's disposable ends it once, and reads disposed after its producer goes")
  func eventProducerDisposable() {
    var producer: EventProducer<Int>? = EventProducer<Int>()
    var received: [Int] = []
    let kept = producer!.observe { received.append($0) }
    let ended = producer!.observe { received.append(-$0) }
    #expect(kept is EventProducerDisposable<Int>)
    ended.dispose()
    ended.dispose()
    producer!.next(1)
    #expect(received == [1])
    producer = nil
    #expect(kept.isDisposed)
  }
}
