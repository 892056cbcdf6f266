import KizunaBond
import KizunaTestSupport
import Testing

@Suite("Operations and change sets (Bond v4)")
struct ChangeSetTests {
  @Test("an operation maps every element it holds, keeping its indices")
  func operationMap() {
    let operations: [ObservableArrayOperation<Int>] = [
      .Insert(elements: [1, 2], fromIndex: 3), .Update(elements: [4], fromIndex: 0),
      .Remove(range: 1..<3), .Reset(array: [5, 6]),
      .Batch([.Insert(elements: [7], fromIndex: 0), .Remove(range: 0..<1)]),
    ]
    let mapped = operations.map { RecordedOperation($0.map { "\($0)" }) }
    #expect(
      mapped == [
        .insert(["1", "2"], at: 3), .update(["4"], at: 0), .remove(1..<3), .reset(["5", "6"]),
        .batch([.insert(["7"], at: 0), .remove(0..<1)]),
      ])
  }

  @Test("filter(pointers:) gives the operation on the included elements and moves the pointers")
  func operationFilter() {
    let isEven = { (value: Int) in value % 2 == 0 }
    // The array [1, 2, 3, 4]: its even elements are at 1 and 3.
    var pointers = [1, 3]
    let insert = ObservableArrayOperation.Insert(elements: [6, 7, 8], fromIndex: 2)
    #expect(
      insert.filter(isEven, pointers: &pointers).map(RecordedOperation.init)
        == .insert([6, 8], at: 1))
    // [1, 2, 6, 7, 8, 3, 4]
    #expect(pointers == [1, 2, 4, 6])
    let remove = ObservableArrayOperation<Int>.Remove(range: 0..<3)
    #expect(
      remove.filter(isEven, pointers: &pointers).map(RecordedOperation.init)
        == .remove(0..<2))
    // [7, 8, 3, 4]
    #expect(pointers == [1, 3])
    let excluded = ObservableArrayOperation.Insert(elements: [9], fromIndex: 0)
    #expect(excluded.filter(isEven, pointers: &pointers) == nil)
    #expect(pointers == [2, 4])
    let update = ObservableArrayOperation.Update(elements: [10, 11], fromIndex: 1)
    #expect(
      update.filter(isEven, pointers: &pointers).map(RecordedOperation.init)
        == .batch([.insert([10], at: 0), .remove(1..<2)]))
    // [9, 10, 11, 3, 4]
    #expect(pointers == [1, 4])
    let reset = ObservableArrayOperation.Reset(array: [2, 3, 4])
    #expect(
      reset.filter(isEven, pointers: &pointers).map(RecordedOperation.init)
        == .reset([2, 4]))
    #expect(pointers == [0, 2])
  }

  @Test("an insert, update or remove gives the indices it touches")
  func changeSet() {
    #expect(
      ObservableArrayOperation.Insert(elements: [1, 2], fromIndex: 3).changeSet()
        == .Inserts([3, 4]))
    #expect(
      ObservableArrayOperation.Update(elements: [1], fromIndex: 0).changeSet()
        == .Updates([0]))
    #expect(ObservableArrayOperation<Int>.Remove(range: 1..<3).changeSet() == .Deletes([1, 2]))
    #expect(ObservableArrayOperation<Int>.Remove(range: 1..<1).changeSet() == .Deletes([]))
  }

  @Test("a reset has no change set: asking traps")
  func resetHasNoChangeSet() async {
    await #expect(processExitsWith: .failure) {
      _ = ObservableArrayOperation.Reset(array: [1]).changeSet()
    }
  }

  @Test("a batch's change sets: deletes, inserts, updates, only those not empty")
  func batchChangeSets() {
    #expect(changeSetsFromBatchOperations([ObservableArrayOperation<Int>]()) == [])
    #expect(
      changeSetsFromBatchOperations([
        .Insert(elements: ["a"], fromIndex: 0), .Remove(range: 2..<3),
      ]) == [.Deletes([1]), .Inserts([0])])
    #expect(
      changeSetsFromBatchOperations([
        .Update(elements: [9], fromIndex: 2), .Insert(elements: [1, 2], fromIndex: 0),
        .Remove(range: 0..<1),
      ]) == [.Inserts([0]), .Updates([2])])
    #expect(
      changeSetsFromBatchOperations([
        .Update(elements: [9], fromIndex: 1), .Remove(range: 1..<2),
      ]) == [.Deletes([1])])
  }

  /// The change sets of `batch` on `count` elements, read off a tagged array: each element
  /// remembers its original index (`nil` if inserted) and whether it was updated.
  static func bruteForce(
    _ batch: [ObservableArrayOperation<Int>], count: Int
  ) -> [ObservableArrayEventChangeSet] {
    var tagged: [(origin: Int?, isUpdated: Bool)] = (0..<count).map { ($0, false) }
    for operation in batch {
      switch operation {
      case .Insert(let elements, let index):
        tagged.insert(contentsOf: elements.map { _ in (nil, false) }, at: index)
      case .Update(let elements, let index):
        for offset in elements.indices { tagged[index + offset].isUpdated = true }
      case .Remove(let range): tagged.removeSubrange(range)
      case .Reset, .Batch: Issue.record("not in a batch: \(operation)")
      }
    }
    let surviving = Set(tagged.compactMap(\.origin))
    let deletes = Set((0..<count).filter { !surviving.contains($0) })
    let inserts = Set(tagged.indices.filter { tagged[$0].origin == nil })
    let updates = Set(tagged.compactMap { $0.isUpdated ? $0.origin : nil })
    var changeSets: [ObservableArrayEventChangeSet] = []
    if !deletes.isEmpty { changeSets.append(.Deletes(deletes)) }
    if !inserts.isEmpty { changeSets.append(.Inserts(inserts)) }
    if !updates.isEmpty { changeSets.append(.Updates(updates)) }
    return changeSets
  }

  @Test("a random batch's change sets match the brute-force model")
  func batchChangeSetsProperty() {
    for seed in BondProperty.seeds(default: 2000) {
      var random = RandomOperations(seed: seed)
      let count = random.random.int(0...8)
      let batch = random.batch(count: count, maximum: 6)
      let expected = Self.bruteForce(batch, count: count)
      #expect(
        changeSetsFromBatchOperations(batch) == expected,
        "seed \(seed): \(batch.map(RecordedOperation.init)) on \(count) elements")
    }
  }

  @Test("the batch an ObservableArray sends has change sets, replaceRange included")
  func arrayBatchHasChangeSets() {
    let array = ObservableArray([1, 2, 3, 4])
    var changeSets: [[ObservableArrayEventChangeSet]] = []
    array.observeNew { event in
      if case .Batch(let operations) = event.operation {
        changeSets.append(changeSetsFromBatchOperations(operations))
      }
    }
    array.performBatchUpdates { array in
      array.replaceRange(1..<3, with: [7])
      array[0] = 0
    }
    #expect(changeSets == [[.Deletes([1, 2]), .Inserts([1]), .Updates([0])]])
  }

  @Test("a .Reset in a batch traps, naming its position")
  func resetInABatchTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = changeSetsFromBatchOperations([
        .Insert(elements: [1], fromIndex: 0), .Reset(array: [2]),
      ])
    }
    #expect(standardError(of: result).contains("operation 1 is Reset"))
  }

  @Test("a .Batch in a batch traps")
  func nestedBatchTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = changeSetsFromBatchOperations([ObservableArrayOperation<Int>.Batch([])])
    }
  }
}
