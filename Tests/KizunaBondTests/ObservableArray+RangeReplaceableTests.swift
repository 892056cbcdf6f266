import KizunaBond
import Testing

/// An observable array is the range-replaceable collection Bond v4 declared it
/// (`RangeReplaceableCollectionType`): the standard library's editing members send Bond's
/// operations to the array's observers, and Bond's element-wise `filter` is still the one
/// chosen where Bond code means it, beside the conformance's `filter` that returns a snapshot.
@Suite("ObservableArray as a range-replaceable collection (Bond v4)")
struct ObservableArrayRangeReplaceableTests {
  /// The operations an array sends after its first event, as text.
  private final class Operations {
    var sent: [String] = []
    let bag = DisposeBag()

    init<Element>(of array: ObservableArray<Element>) {
      var first = true
      array.observe { [unowned self] event in
        if first { first = false } else { sent.append("\(event.operation)") }
      }.disposeIn(bag)
    }
  }

  @Test("filter is Bond's element-wise operator where the result is a producer or left untyped")
  func bondFilterIsChosenWhereBondCodeMeansIt() {
    let numbers = ObservableArray([1, 2, 3])
    let odd = numbers.filter { $0 % 2 == 1 }
    let crystallized = numbers.filter { $0 % 2 == 1 }.crystallize()
    var observed: [[Int]] = []
    numbers.filter { $0 > 1 }.observe { observed.append(Array($0.sequence)) }
    numbers.append(5)
    #expect(odd.crystallize().array == [1, 3, 5])
    #expect(crystallized.array == [1, 3, 5])
    #expect(observed == [[2, 3], [2, 3, 5]])
  }

  @Test("filter is the collection's snapshot where an ObservableArray or an Array is asked for")
  func snapshotFilterWhereItsTypeIsAskedFor() {
    let numbers = ObservableArray([1, 2, 3])
    let snapshot: ObservableArray<Int> = numbers.filter { $0 % 2 == 1 }
    let elements: [Int] = numbers.filter { $0 % 2 == 1 }
    numbers.append(5)
    #expect(snapshot.array == [1, 3])
    #expect(elements == [1, 3])
  }

  @Test("map stays Bond's element-wise operator")
  func mapIsUnchanged() {
    let numbers = ObservableArray([1, 2])
    let doubled = numbers.map { $0 * 2 }.crystallize()
    numbers.insert(3, at: 2)
    #expect(doubled.array == [2, 4, 6])
  }

  @Test("the standard library's edits send Bond's operations to the same array's observers")
  func editsSendBondOperations() {
    let numbers = ObservableArray([1, 2, 3])
    let operations = Operations(of: numbers)
    numbers.insert(0, at: 0)
    numbers.insert(contentsOf: [7, 8], at: 4)
    numbers.append(contentsOf: [9])
    numbers.remove(at: 1)
    numbers.removeFirst()
    numbers.removeSubrange(0..<1)
    numbers.replaceSubrange(0..<1, with: [4, 5])
    numbers.removeFirst(0)
    numbers.insert(contentsOf: [], at: 0)
    #expect(numbers.array == [4, 5, 7, 8, 9])
    #expect(
      operations.sent == [
        "Insert(elements: [0], fromIndex: 0)", "Insert(elements: [7, 8], fromIndex: 4)",
        "Insert(elements: [9], fromIndex: 6)", "Remove(range: Range(1..<2))",
        "Remove(range: Range(0..<1))", "Remove(range: Range(0..<1))",
        "Batch([KizunaBond.ObservableArrayOperation<Swift.Int>.Remove(range: Range(0..<1)), "
          + "KizunaBond.ObservableArrayOperation<Swift.Int>.Insert(elements: [4, 5], fromIndex: 0)])",
      ])
  }

  @Test("removeAll(where:) removes each run once, in one batch when there are several")
  func removeAllWhere() {
    let numbers = ObservableArray([1, 2, 4, 5, 6, 7])
    let operations = Operations(of: numbers)
    numbers.removeAll { $0 == 7 }
    numbers.removeAll { $0 % 2 == 0 }
    numbers.removeAll { $0 > 100 }
    #expect(numbers.array == [1, 5])
    #expect(operations.sent.count == 2)
    #expect(operations.sent.first == "Remove(range: Range(5..<6))")
    #expect(operations.sent.last?.hasPrefix("Batch(") == true)
  }

  @Test("removeAll(where:) removes nothing when its closure throws")
  func removeAllWhereThrows() {
    struct Stop: Error {}
    let numbers = ObservableArray([1, 2, 3])
    #expect(throws: Stop.self) {
      try numbers.removeAll { if $0 == 3 { throw Stop() } else { return true } }
    }
    #expect(numbers.array == [1, 2, 3])
  }

  @Test("generic code over RangeReplaceableCollection edits the observed array itself")
  func genericCodeEditsTheSameArray() {
    func refill<C: RangeReplaceableCollection>(_ collection: inout C, with elements: [C.Element]) {
      collection.removeAll(keepingCapacity: false)
      collection.append(contentsOf: elements)
      collection.removeAll { _ in false }
    }
    var numbers = ObservableArray([1, 2, 3])
    let observed = numbers
    let operations = Operations(of: numbers)
    refill(&numbers, with: [4, 5])
    #expect(numbers === observed)
    #expect(observed.array == [4, 5])
    #expect(
      operations.sent == [
        "Remove(range: Range(0..<3))", "Insert(elements: [4, 5], fromIndex: 0)",
      ])
  }

  @Test("the standard library's removeAll() with no argument, in generic code, assigns a new array")
  func genericRemoveAllWithoutArgumentReplacesTheVariable() {
    func clear<C: RangeReplaceableCollection>(_ collection: inout C) { collection.removeAll() }
    var numbers = ObservableArray([1, 2, 3])
    let observed = numbers
    clear(&numbers)
    #expect(numbers !== observed)
    #expect(numbers.isEmpty && observed.array == [1, 2, 3])
    // On the array itself, removeAll() is Bond's: it empties the observed array.
    let same = observed
    same.removeAll()
    #expect(same === observed && observed.isEmpty)
  }

  @Test("+ and init(repeating:count:) make new arrays; += appends to the array itself")
  func newArrays() {
    var numbers = ObservableArray([1, 2])
    let observed = numbers
    let joined = numbers + [3]
    let joinedSlice = numbers + numbers[0..<1]
    let joinedSequence = numbers + (3...4)
    let prefixed: ObservableArray<Int> = [0] + numbers
    let prefixedElements = [0] + numbers
    let elements: [Int] = numbers + [3]
    let ones = ObservableArray(repeating: 1, count: 2)
    #expect(joined.array == [1, 2, 3] && joined !== numbers)
    #expect(joinedSlice.array == [1, 2, 1] && joinedSequence.array == [1, 2, 3, 4])
    #expect(prefixed.array == [0, 1, 2] && prefixed !== numbers)
    #expect(elements == [1, 2, 3] && prefixedElements == [0, 1, 2])
    #expect(numbers.array == [1, 2])
    #expect(ones.array == [1, 1])
    let operations = Operations(of: numbers)
    numbers += [3]
    #expect(numbers === observed && observed.array == [1, 2, 3])
    #expect(operations.sent == ["Insert(elements: [3], fromIndex: 2)"])
  }
}
