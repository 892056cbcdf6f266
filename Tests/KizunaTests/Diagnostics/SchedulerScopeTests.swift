import Kizuna
import KizunaTestSupport
import Testing

/// Work queued on a scheduler keeps the binding recording and the label of whoever queued it,
/// whichever thread or drain runs it (MainActorScheduler's: LiveBindingsTests). Each test
/// waits for the work inside the recording: a recording records only while it runs.
@Suite(.hangGuard) struct SchedulerScopeTests {
  @Test func workQueuedOnAClockSchedulerRunsInTheQueuersScopeNotTheDrainStarters() async {
    let scheduler = ClockScheduler()
    let recording = BindingRecording()
    let count = Observable(0)
    let bag = DisposeBag()
    await recording.record {
      await withCheckedContinuation { continuation in
        // Likely starts the drain that runs the two pieces of work queued right after.
        LiveBindings.withLabel("Starter") { scheduler.execute {} }
        LiveBindings.withLabel("Queuer") {
          scheduler.execute { count.observeNext { _ in }.dispose(in: bag) }
        }
        scheduler.execute {
          count.observeNext { _ in }.dispose(in: bag)
          continuation.resume()
        }
      }
    }
    #expect(count.observerCount == 2)
    #expect(recording.liveBindings().bindings.map(\.label) == ["Queuer", nil])
  }

  @Test func workQueuedOutsideARecordingStaysOutsideWhenATestSchedulerRunsItInside() {
    let scheduler = TestScheduler()
    let outside = BindingRecording()
    let recording = BindingRecording()
    let count = Observable(0)
    let bag = DisposeBag()
    outside.record {
      scheduler.execute { count.observeNext { _ in }.dispose(in: bag) }
    }
    recording.record {
      LiveBindings.withLabel("Now") {
        scheduler.execute { count.observeNext { _ in }.dispose(in: bag) }
      }
      LiveBindings.withLabel("Later") {
        _ = scheduler.schedule(after: .seconds(1)) {
          count.observeNext { _ in }.dispose(in: bag)
        }
      }
      outside.record { scheduler.advance(by: .seconds(1)) }  // in another scope, no label
    }
    #expect(count.observerCount == 3)
    #expect(recording.liveBindings().bindings.map(\.label) == ["Now", "Later"])
    #expect(outside.liveBindings().bindings.map(\.label) == [nil])
  }
}
