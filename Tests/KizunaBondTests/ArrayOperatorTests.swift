import KizunaBond
import KizunaTestSupport
import Testing

@Suite("Array operators: element map, filter, crystallize, lift, diffInPlace (Bond v4)")
struct ArrayOperatorTests {
  @Test("element map transforms an operation's elements once as sent, the sequence on each read")
  func mapIsLazy() {
    let numbers = ObservableArray([1, 2, 3])
    var calls = 0
    let doubled = numbers.map { value -> Int in
      calls += 1
      return value * 2
    }
    // The replayed .Reset's three elements, as the map observed its source.
    #expect(calls == 3)
    var events: [ObservableArrayEvent<LazyMapSequence<[Int], Int>>] = []
    doubled.observe { events.append($0) }
    #expect(calls == 3)
    #expect(RecordedOperation(events[0].operation) == .reset([2, 4, 6]))
    numbers.append(4)
    #expect(calls == 4)
    numbers[0] = 10
    #expect(calls == 5)
    numbers.removeAtIndex(1)
    #expect(calls == 5)
    #expect(RecordedOperation(events[1].operation) == .insert([8], at: 3))
    #expect(RecordedOperation(events[2].operation) == .update([20], at: 0))
    #expect(RecordedOperation(events[3].operation) == .remove(1..<2))
    #expect(Array(events[3].sequence) == [20, 6, 8])
    #expect(calls == 8)
    #expect(Array(events[3].sequence) == [20, 6, 8])
    #expect(calls == 11)
  }

  @Test("crystallize of a map reads the elements once, then takes each operation's elements")
  func crystallizeOfMap() {
    let numbers = ObservableArray([1, 2, 3])
    var calls = 0
    let strings = numbers.map { value -> String in
      calls += 1
      return "\(value)"
    }.crystallize()
    #expect(strings.array == ["1", "2", "3"])
    #expect(calls == 6)
    numbers.insertContentsOf([4, 5], atIndex: 0)
    numbers.removeLast()
    numbers[1] = 50
    #expect(strings.array == ["4", "50", "1", "2"])
    #expect(calls == 9)
  }

  @Test("crystallize of an ObservableArray is the array itself")
  func crystallizeOfAnArray() {
    let numbers = ObservableArray([1])
    #expect(numbers.crystallize() === numbers)
  }

  @Test("a crystallized array keeps its chain alive and follows it")
  func crystallizeKeepsTheChain() {
    let numbers = ObservableArray([1, 2, 3, 4])
    let evens = numbers.filter { $0 % 2 == 0 }.map { $0 * 10 }.crystallize()
    numbers.append(6)
    numbers.removeAtIndex(1)
    numbers.array = [8, 9]
    #expect(evens.array == [80])
    numbers.performBatchUpdates { numbers in
      numbers.append(10)
      numbers[0] = 7
    }
    #expect(evens.array == [100])
  }

  @Test("filter sends the filtered operations, and nothing for a change to excluded elements")
  func filterOperations() {
    let numbers = ObservableArray([1, 2, 3, 4])
    let evens = numbers.filter { $0 % 2 == 0 }
    var operations: [RecordedOperation<Int>] = []
    var sequences: [[Int]] = []
    evens.observe { event in
      operations.append(RecordedOperation(event.operation))
      sequences.append(Array(event.sequence))
    }
    numbers.append(5)
    numbers.insert(0, atIndex: 0)
    numbers[1] = 6
    numbers.removeRange(2..<4)
    numbers[1] = 7
    #expect(
      operations == [
        .reset([2, 4]), .insert([0], at: 0), .insert([6], at: 1), .remove(2..<3),
        .remove(1..<2),
      ])
    #expect(sequences == [[2, 4], [0, 2, 4], [0, 6, 2, 4], [0, 6, 4], [0, 4]])
    var late: [[Int]] = []
    evens.observe { late.append(Array($0.sequence)) }
    #expect(late == [[0, 4]])
  }

  @Test("a filtered batch whose update splits stays one flat batch")
  func filterFlattensBatches() {
    let numbers = ObservableArray([1, 2, 3])
    let odds = numbers.filter { $0 % 2 == 1 }
    var operations: [RecordedOperation<Int>] = []
    odds.observeNew { operations.append(RecordedOperation($0.operation)) }
    numbers.performBatchUpdates { numbers in
      numbers.applyOperation(.Update(elements: [2, 5], fromIndex: 0))
      numbers.append(7)
    }
    #expect(operations == [.batch([.remove(0..<1), .insert([5], at: 0), .insert([7], at: 2)])])
  }

  @Test("filter keeps the filtered array equal to array.filter through random operations")
  func filterProperty() {
    for seed in BondProperty.seeds(default: 300) {
      var random = RandomOperations(seed: seed)
      let source = ObservableArray(random.values(0...8))
      let isIncluded = { (value: Int) in value % 3 != 0 }
      let filtered = source.filter(isIncluded)
      let crystallized = filtered.crystallize()
      var model: [Int] = []
      var failures = 0
      filtered.observe { event in
        let operation = RecordedOperation(event.operation)
        if operation.hasNestedBatch { failures += 1 }
        operation.apply(to: &model)
        if model != Array(event.sequence) { failures += 1 }
      }
      for _ in 0..<random.random.int(1...12) {
        switch random.random.int(0...9) {
        case 0: source.array = random.values(0...6)
        case 1...3:
          let batch = random.batch(count: source.count, maximum: 5)
          source.performBatchUpdates { array in
            for operation in batch { array.applyOperation(operation) }
          }
        case 4: source.replaceRange(0..<source.count / 2, with: random.values(0...3))
        default: source.applyOperation(random.edit(count: source.count))
        }
        let expected = source.array.filter(isIncluded)
        #expect(model == expected, "seed \(seed)")
        #expect(crystallized.array == expected, "seed \(seed)")
      }
      #expect(failures == 0, "seed \(seed)")
    }
  }

  @Test("lift wraps the producer in a one-element array of arrays")
  func lift() {
    let numbers = ObservableArray([1, 2])
    let sections = numbers.lift()
    #expect(sections.count == 1)
    #expect(sections[0] === numbers)
  }

  @Test("diffInPlace sends one .Batch that turns the old array into the new one")
  func diffInPlace() {
    for seed in BondProperty.seeds(default: 300) {
      var random = RandomOperations(seed: seed)
      let old = random.values(0...10)
      var target = old.shuffled(using: &random.random)
      target.removeLast(random.random.int(0...target.count))
      target.insert(contentsOf: random.values(0...4), at: random.random.int(0...target.count))
      let array = ObservableArray(old)
      var operations: [RecordedOperation<Int>] = []
      array.observeNew { operations.append(RecordedOperation($0.operation)) }
      array.diffInPlace(target)
      #expect(array.array == target, "seed \(seed)")
      #expect(operations.count == 1, "seed \(seed)")
      guard case .batch(let steps)? = operations.first else {
        Issue.record("seed \(seed): \(operations) is not one batch")
        continue
      }
      var applied = old
      operations[0].apply(to: &applied)
      #expect(applied == target, "seed \(seed)")
      #expect(!operations[0].hasNestedBatch, "seed \(seed)")
      if old == target { #expect(steps.isEmpty, "seed \(seed)") }
    }
  }
}
