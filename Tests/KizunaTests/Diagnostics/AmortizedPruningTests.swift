import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite(.hangGuard) struct AmortizedPruningTests {
  @Test func isDueAtItsMinimumThenEachTimeTheListHasDoubled() {
    var pruning = AmortizedPruning(minimum: 4)
    #expect((0...3).map { pruning.isDue(count: $0) } == [false, false, false, false])
    #expect(pruning.isDue(count: 4))
    pruning.pruned(leaving: 3)
    #expect(!pruning.isDue(count: 5))
    #expect(pruning.isDue(count: 6))
    pruning.pruned(leaving: 1)
    #expect(pruning.isDue(count: 4))  // never below the minimum
    #expect(!pruning.isDue(count: 3))
  }

  @Test func anOperatorThatSubscribesAgainAndAgainKeepsAsManyEdgesAsAreAlive() throws {
    let recording = BindingRecording()
    let outer = PublishSubject<PublishSubject<Int, Never>, Never>()
    let inners = (0..<1000).map { _ in PublishSubject<Int, Never>() }
    let observation = recording.record {
      let observation = outer.switchToLatest().observeNext { _ in }
      for inner in inners { outer.send(inner) }
      return observation
    }
    let record = try #require(
      BindingRecorder.liveRecords().first { $0.recording === recording })
    // The operator subscribes to each inner subject while its subscription to the outer
    // subject delivers, so those are that subscription's edges, a few levels below the
    // binding. One is alive (the latest); the 999 that ended are dropped whenever the list
    // reaches twice what the last pruning left, and at least 16: never more than 16 are kept.
    func edgesBelow(_ record: BindingRecord) -> [BindingRecord] {
      record.children + record.children.flatMap(edgesBelow)
    }
    let outerEdge = try #require(
      edgesBelow(record).last { $0.source.objectID == ObjectIdentifier(outer) })
    #expect(outerEdge.children.count(where: \.isAlive) == 1)
    #expect(outerEdge.children.count <= 16)
    observation.dispose()
  }
}
