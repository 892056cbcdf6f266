import KizunaBond
import Testing

/// An observable array reads as the collection Bond v4 declared it (`CollectionType`, `Int`
/// indices), while `map` and `filter` stay Bond's array operators where the code means them.
@Suite("ObservableArray as a collection (Bond v4)")
struct ObservableArrayCollectionTests {
  @Test("the first section of an array of arrays is iterated as Bond v4 code iterates it")
  func firstSectionIsACollection() {
    let sections = ObservableArray([ObservableArray(["a", "b"]), ObservableArray(["c"])])
    var rows: [String] = []
    if let items = sections.first {
      for item in items { rows.append(item) }
    }
    #expect(rows == ["a", "b"])
    #expect(sections.last?.array == ["c"])
  }

  @Test("first, last, count, isEmpty and indices read the elements now")
  func collectionMembersReadTheElementsNow() {
    let names = ObservableArray<String>()
    #expect(names.first == nil && names.last == nil && names.isEmpty && names.indices.isEmpty)
    names.append("ann")
    names.insert("bob", atIndex: 0)
    #expect(names.first == "bob")
    #expect(names.last == "ann")
    #expect(names.count == 2 && !names.isEmpty)
    #expect(names.indices == 0..<2)
    #expect(names.firstIndex(of: "ann") == 1)
    #expect(names.contains("bob"))
    #expect(names.reversed() == ["ann", "bob"])
  }

  @Test("slices, prefixes and suffixes are the elements now")
  func slicing() {
    let numbers = ObservableArray([1, 2, 3, 4])
    let middle: ArraySlice<Int> = numbers[1..<3]
    #expect(Array(middle) == [2, 3])
    #expect(Array(numbers.prefix(2)) == [1, 2])
    #expect(Array(numbers.suffix(1)) == [4])
    #expect(Array(numbers.dropFirst()) == [2, 3, 4])
    #expect(numbers.sorted(by: >) == [4, 3, 2, 1])
    numbers[1..<3] = [9]
    #expect(numbers.array == [1, 9, 4])
  }

  @Test("map and filter are Bond's array operators where a producer is used")
  func elementWiseOperatorsFollowChanges() {
    let numbers = ObservableArray([1, 2, 3])
    let doubled = numbers.map { $0 * 2 }.crystallize()
    let odd = numbers.filter { $0 % 2 == 1 }.crystallize()
    numbers.append(5)
    #expect(doubled.array == [2, 4, 6, 10])
    #expect(odd.array == [1, 3, 5])
  }

  @Test("map and filter are the collection's where an Array is asked for")
  func collectionOperatorsWhereAnArrayIsAskedFor() {
    let numbers = ObservableArray([1, 2, 3])
    let doubled: [Int] = numbers.map { $0 * 2 }
    let odd: [Int] = numbers.filter { $0 % 2 == 1 }
    #expect(doubled == [2, 4, 6])
    #expect(odd == [1, 3])
  }
}
