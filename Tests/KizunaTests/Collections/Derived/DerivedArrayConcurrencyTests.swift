import KizunaTestSupport
import Testing

@testable import Kizuna

/// Derived arrays whose upstream is edited, and whose query changes, on several threads at once
/// stay equal to the chain applied to the upstream, and every change set an observer receives fits
/// the one before (`scripts/tsan-tests.sh`, which CI runs, runs it under Thread Sanitizer).
@Suite struct DerivedArrayConcurrencyTests {
  @Test func editsAndQueriesFromManyThreadsKeepAChainConsistent() async {
    let upstream = MutableObservableArray((0..<50).map { TestRow(id: $0) })
    let search = Observable(0)
    let ascending = Observable(true)
    let chain = upstream.filter(by: search) { row, query in (row.id + row.version) % 4 != query }
      .sorted(by: ascending) { a, b, ascending in
        ascending ? a.id % 7 < b.id % 7 : a.id % 7 > b.id % 7
      }
    let mapped = chain.map { TestRow(id: $0.id, version: $0.version + 1) }
    let grouped = chain.grouped { $0.id % 3 }
    let follower = ChangeFollower<TestRow>()
    let observation = mapped.observe(with: follower.record)
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<4 {
        group.addTask {
          var random = SeededGenerator(seed: UInt64(worker))
          for step in 0..<300 {
            let id = 1000 * (worker + 1) + step
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
              upstream.append(TestRow(id: id))
            case 1:
              upstream.batchUpdate { batch in
                guard !batch.collection.isEmpty else { return }
                let index = Int.random(in: 0..<batch.count, using: &random)
                var row = batch[index]
                row.version += 1
                batch[index] = row
                batch.insert(TestRow(id: id), at: Int.random(in: 0...batch.count, using: &random))
              }
            case 2:
              upstream.batchUpdate { batch in
                guard batch.count > 1 else { return }
                batch.move(
                  from: Int.random(in: 0..<batch.count, using: &random),
                  to: Int.random(in: 0..<batch.count, using: &random))
                batch.remove(at: Int.random(in: 0..<batch.count, using: &random))
              }
            case 3:
              search.value = Int.random(in: 0...3, using: &random)
            default:
              ascending.value.toggle()
            }
          }
        }
      }
      group.addTask {
        for _ in 0..<300 {
          _ = chain.collection
          _ = grouped.collection
        }
      }
    }
    let query = search.value
    let isAscending = ascending.value
    let expected = upstream.collection.filter { ($0.id + $0.version) % 4 != query }
      .enumerated().sorted { first, second in
        let a = first.element.id % 7
        let b = second.element.id % 7
        if a != b { return isAscending ? a < b : a > b }
        return first.offset < second.offset
      }.map(\.element)
    #expect(chain.collection == expected)
    #expect(mapped.collection == expected.map { TestRow(id: $0.id, version: $0.version + 1) })
    #expect(follower.rebuilt == mapped.collection)
    #expect(grouped.collection.flatMap(\.items).count == expected.count)
    observation.dispose()
  }
}
