import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct SampleTests {
  @Test func sendsTheLatestValueOnEachTriggerOnlyOnce() {
    let position = PublishSubject<Int, Never>()
    let tick = PublishSubject<Void, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = position.sample(tick).observe(with: recorder.record)
    tick.send()
    position.send(1)
    position.send(2)
    tick.send()
    tick.send()
    position.send(3)
    tick.send()
    #expect(recorder.events == [.next(2), .next(3)])
    observation.dispose()
    #expect(position.observerCount == 0)
    #expect(tick.observerCount == 0)
  }

  @Test func eitherCompletionCompletesAndDisposesBoth() {
    for triggerCompletes in [false, true] {
      let position = PublishSubject<Int, Never>()
      let tick = PublishSubject<Int, Never>()
      let recorder = EventRecorder<Int, Never>()
      let observation = position.sample(tick).observe(with: recorder.record)
      position.send(1)
      if triggerCompletes {
        tick.send(completion: .finished)
      } else {
        position.send(completion: .finished)
      }
      tick.send(0)
      #expect(recorder.events == [.completed], "trigger completes: \(triggerCompletes)")
      #expect(position.observerCount == 0)
      #expect(tick.observerCount == 0)
      observation.dispose()
    }
  }

  @Test func triggerFailureFails() {
    let position = PublishSubject<Int, ContractFailure>()
    let tick = PublishSubject<Void, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = position.sample(tick).observe(with: recorder.record)
    position.send(1)
    tick.send(completion: .failure(.boom))
    #expect(recorder.events == [.failed(.boom)])
    #expect(position.observerCount == 0)
    observation.dispose()
  }

  @Test func observableTriggerSamplesTheCurrentValueOfAnObservableUpstream() {
    // The upstream is observed first, so a trigger that sends at once (an Observable) samples
    // the upstream's current value.
    let name = Observable("Kizuna")
    let refresh = Observable(0)
    let recorder = EventRecorder<String, Never>()
    let observation = name.sample(refresh).observe(with: recorder.record)
    #expect(recorder.values == ["Kizuna"])
    observation.dispose()
  }

  /// The trigger's timeline against the upstream's (one character per second of virtual
  /// time): each tick sends the latest value once, and only a new one.
  @Test func sendsTheLatestNewValueOnEachTick() {
    let scheduler = TestScheduler()
    let position = scheduler.signal("-a-b--c---", failure: Never.self)
    let ticks = scheduler.signal("--t---t-tt", failure: Never.self)
    #expect(scheduler.diagram(of: position.sample(ticks), ticks: 10).description == "--a---c")
  }
}
