import KizunaTestSupport
import Testing

@testable import Kizuna

/// A labelled snapshot reads only its labels' bindings: what it costs does not grow with the
/// bindings other labels hold.
@Suite(.hangGuard) struct LabelledSnapshotTests {
  @Test(arguments: [10, 2_000])
  func aLabelledSnapshotReadsOnlyItsLabelsBindings(others: Int) {
    let recording = BindingRecording()
    let value = Observable(0)
    let bag = DisposeBag()
    let mine = "mine \(others) \(ObjectIdentifier(bag))"
    recording.record {
      LiveBindings.withLabel(mine) {
        for _ in 0..<3 { value.observeNext { _ in }.dispose(in: bag) }
      }
      LiveBindings.withLabel("others \(ObjectIdentifier(bag))") {
        for _ in 0..<others { value.observeNext { _ in }.dispose(in: bag) }
      }
    }
    var visited = 0
    let (records, counts) = BindingRecorder.liveRecords(
      labeled: [mine], limit: 10, visited: &visited)
    #expect(records.count == 3)
    #expect(counts == [mine: 3])
    #expect(visited == 3)
  }

  @Test func aLimitListsTheOldestAndTheCountsStillCountThemAll() {
    let recording = BindingRecording()
    let value = Observable(0)
    let bag = DisposeBag()
    let first = "first \(ObjectIdentifier(bag))"
    let second = "second \(ObjectIdentifier(bag))"
    var lines: [Int] = []
    recording.record {
      LiveBindings.withLabel(first) { value.observeNext { _ in }.dispose(in: bag) }
      lines.append(#line - 1)
      LiveBindings.withLabel(second) { value.observeNext { _ in }.dispose(in: bag) }
      lines.append(#line - 1)
      LiveBindings.withLabel(first) { value.observeNext { _ in }.dispose(in: bag) }
    }
    let snapshot = LiveBindings.snapshot(labeled: [first, second, "none"], limit: 2)
    #expect(snapshot.bindings.map(\.site.line) == lines)
    #expect(snapshot.liveCounts == [first: 2, second: 1, "none": 0])
    bag.dispose()
    let after = LiveBindings.snapshot(labeled: [first, second], limit: 2)
    #expect(after.bindings.isEmpty)
    #expect(after.liveCounts == [first: 0, second: 0])
  }
}
