import Foundation
import KizunaBond
import Testing

@Suite("Bond v4's small public helpers")
struct BondUtilitiesTests {
  @Test("NSLock(name:) and NSRecursiveLock(name:) name their lock")
  func namedLocks() {
    #expect(NSLock(name: "a").name == "a")
    #expect(NSRecursiveLock(name: "b").name == "b")
  }

  @Test("operationOffset and operationStartIndex read inserts and removes; 0 for the others")
  func operationHelpers() {
    let insert = ObservableArrayOperation.Insert(elements: [1, 2, 3], fromIndex: 4)
    let remove = ObservableArrayOperation<Int>.Remove(range: 2..<4)
    let update = ObservableArrayOperation.Update(elements: [9], fromIndex: 5)
    #expect(operationOffset(insert) == 3)
    #expect(operationOffset(remove) == -2)
    #expect(operationOffset(update) == 0)
    #expect(operationStartIndex(insert) == 4)
    #expect(operationStartIndex(remove) == 2)
    #expect(operationStartIndex(ObservableArrayOperation.Reset(array: [1])) == 0)
  }

  @Test("ObservableArrayGenerator reads the array as it is at each step")
  func generatorReadsLive() {
    let array = ObservableArray([1, 2])
    var iterator = ObservableArrayGenerator(array: array)
    #expect(iterator.next() == 1)
    array.append(3)
    #expect(iterator.next() == 2)
    #expect(iterator.next() == 3)
    #expect(iterator.next() == nil)
    var seen: [Int] = []
    for element in array { seen.append(element) }
    #expect(seen == [1, 2, 3])
  }
}
