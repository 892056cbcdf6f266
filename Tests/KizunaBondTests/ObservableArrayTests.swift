import KizunaBond
import Testing

@Suite("ObservableArray (Bond v4)")
struct ObservableArrayTests {
  /// Records the operations an array sends after it is made, and checks each event's sequence.
  final class OperationLog {
    private(set) var operations: [RecordedOperation<Int>] = []
    private(set) var sequences: [[Int]] = []

    init(_ array: ObservableArray<Int>) {
      array.observeNew { [unowned self] event in
        operations.append(RecordedOperation(event.operation))
        sequences.append(event.sequence)
      }
    }
  }

  @Test("a new observer receives the elements as a .Reset")
  func replaysAReset() {
    let array = ObservableArray([1, 2])
    var received: [RecordedOperation<Int>] = []
    array.observe { received.append(RecordedOperation($0.operation)) }
    #expect(received == [.reset([1, 2])])
    #expect(array.replayLength == 1)
  }

  @Test("each mutation sends its operation and the elements after it")
  func mutationsSendTheirOperations() {
    typealias Case = (String, (ObservableArray<Int>) -> Void, RecordedOperation<Int>, [Int])
    let cases: [Case] = [
      ("append", { $0.append(9) }, .insert([9], at: 3), [1, 2, 3, 9]),
      ("insert", { $0.insert(9, atIndex: 1) }, .insert([9], at: 1), [1, 9, 2, 3]),
      ("removeLast", { #expect($0.removeLast() == 3) }, .remove(2..<3), [1, 2]),
      ("removeAtIndex", { #expect($0.removeAtIndex(0) == 1) }, .remove(0..<1), [2, 3]),
      ("removeRange", { $0.removeRange(1..<3) }, .remove(1..<3), [1]),
      ("removeRange closed", { $0.removeRange(0...1) }, .remove(0..<2), [3]),
      ("removeAll", { $0.removeAll() }, .remove(0..<3), []),
      ("extend", { $0.extend([7, 8]) }, .insert([7, 8], at: 3), [1, 2, 3, 7, 8]),
      (
        "insertContentsOf", { $0.insertContentsOf([7, 8], atIndex: 0) }, .insert([7, 8], at: 0),
        [7, 8, 1, 2, 3]
      ),
      (
        "replaceRange", { $0.replaceRange(0..<2, with: [5]) },
        .batch([.remove(0..<2), .insert([5], at: 0)]), [5, 3]
      ),
      ("subscript update", { $0[1] = 20 }, .update([20], at: 1), [1, 20, 3]),
      ("subscript at count", { $0[3] = 4 }, .insert([4], at: 3), [1, 2, 3, 4]),
      (
        "range subscript", { $0[1..<3] = [8, 9, 10] },
        .batch([.remove(1..<3), .insert([8, 9, 10], at: 1)]), [1, 8, 9, 10]
      ),
      ("array setter", { $0.array = [4] }, .reset([4]), [4]),
      (
        "applyOperation", { $0.applyOperation(.Update(elements: [7, 8], fromIndex: 1)) },
        .update([7, 8], at: 1), [1, 7, 8]
      ),
    ]
    for (name, mutate, operation, elements) in cases {
      let array = ObservableArray([1, 2, 3])
      let log = OperationLog(array)
      mutate(array)
      #expect(log.operations == [operation], "\(name)")
      #expect(log.sequences == [elements], "\(name)")
      #expect(array.array == elements, "\(name)")
    }
  }

  @Test("count, isEmpty, indices, subscripts and iteration read the elements")
  func readsTheElements() {
    let array: ObservableArray<String> = ["a", "b", "c"]
    #expect(array.count == 3 && !array.isEmpty)
    #expect(array.startIndex == 0 && array.endIndex == 3)
    #expect(array[1] == "b")
    #expect(Array(array[1..<3]) == ["b", "c"])
    // A `for` loop reads the elements, as over Bond v4's `CollectionType` arrays; `map` on the
    // array stays the element-wise array operator (lazy, an event producer).
    var iterated: [String] = []
    for element in array { iterated.append(element) }
    #expect(iterated == ["a", "b", "c"])
    let upper = array.map { $0.uppercased() }.crystallize()
    #expect(upper.array == ["A", "B", "C"])
    #expect(ObservableArray<Int>().isEmpty)
  }

  @Test("performBatchUpdates sends one .Batch of every change, when the closure returns")
  func batchSendsOneEvent() {
    let array = ObservableArray([1, 2, 3])
    let log = OperationLog(array)
    var seenInside: [[Int]] = []
    array.performBatchUpdates { array in
      array.append(4)
      array.removeAtIndex(0)
      seenInside.append(array.array)
      array[0] = 20
      #expect(log.operations.isEmpty)
    }
    #expect(seenInside == [[2, 3, 4]])
    #expect(
      log.operations == [.batch([.insert([4], at: 3), .remove(0..<1), .update([20], at: 0)])])
    #expect(log.sequences == [[20, 3, 4]])
    array.performBatchUpdates { _ in }
    #expect(log.operations.last == .batch([]))
  }

  @Test("a batch holds the operations of replaceRange and of a reset in order, not nested")
  func batchFlattensNestedOperations() {
    let array = ObservableArray([1, 2, 3])
    let log = OperationLog(array)
    array.performBatchUpdates { array in
      array.replaceRange(0..<1, with: [9])
      array.array = [5, 6]
      array.append(7)
    }
    #expect(
      log.operations == [
        .batch([.remove(0..<1), .insert([9], at: 0), .reset([5, 6]), .insert([7], at: 2)])
      ])
    #expect(array.array == [5, 6, 7])
    #expect(log.sequences == [[5, 6, 7]])
  }

  @Test("a nested literal makes an array of arrays")
  func nestedLiteral() {
    let sections = ObservableArray<ObservableArray<Int>>([[1, 2], [3]])
    #expect(sections.count == 2)
    #expect(sections.array.map(\.array) == [[1, 2], [3]])
    let literal: ObservableArray<ObservableArray<String>> = [["a"], [], ["b", "c"]]
    #expect(literal.array.map(\.array) == [["a"], [], ["b", "c"]])
  }

  @Test("inserting past the end traps, naming the index and the range")
  func insertOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ObservableArray([1, 2, 3]).insert(9, atIndex: 5)
    }
    #expect(standardError(of: result).contains("insert index 5 is out of range 0...3"))
  }

  @Test("updating past the end traps, naming the indices and the range")
  func updateOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ObservableArray([1, 2, 3]).applyOperation(.Update(elements: [7, 8], fromIndex: 2))
    }
    #expect(standardError(of: result).contains("update of 2..<4 is out of range 0..<3"))
  }

  @Test("removing a range past the end traps, naming the range and the valid one")
  func removeOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ObservableArray([1, 2, 3]).removeRange(2..<5)
    }
    #expect(standardError(of: result).contains("remove range 2..<5 is out of range 0..<3"))
  }

  @Test("removeAtIndex past the end traps, naming the index and the range")
  func removeAtIndexOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ObservableArray([1, 2, 3]).removeAtIndex(3)
    }
    #expect(standardError(of: result).contains("index 3 is out of range 0..<3"))
  }

  @Test("reading past the end traps, naming the index and the range")
  func subscriptOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = ObservableArray([1, 2, 3])[-1]
    }
    #expect(standardError(of: result).contains("index -1 is out of range 0..<3"))
  }

  @Test("removeLast on an empty array traps")
  func removeLastOfEmpty() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ObservableArray<Int>().removeLast()
    }
    #expect(standardError(of: result).contains("the array is empty"))
  }

  @Test("a batch inside a batch traps")
  func nestedBatchTraps() async {
    await #expect(processExitsWith: .failure) {
      let array = ObservableArray([1])
      array.performBatchUpdates { array in array.performBatchUpdates { _ in } }
    }
  }
}
