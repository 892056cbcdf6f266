// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Bond v4's case names, `.Insert` and the rest, are what Bond v4 code writes.)

/// Bond v4's change of an ``ObservableArray``: what an array event says happened.
///
/// ```swift
/// numbers.observeNew { event in
///   if case .Insert(let elements, let index) = event.operation { print(elements, index) }
/// }
/// numbers.append(4)  // prints [4] 3
/// ```
public indirect enum ObservableArrayOperation<ElementType> {
  /// `elements` inserted, the first at `fromIndex`.
  case Insert(elements: [ElementType], fromIndex: Int)
  /// The elements from `fromIndex` replaced by `elements`.
  case Update(elements: [ElementType], fromIndex: Int)
  /// The elements in `range` removed.
  case Remove(range: Range<Int>)
  /// The whole array replaced by `array`.
  case Reset(array: [ElementType])
  /// Several operations, one after the other (made by `performBatchUpdates`).
  case Batch([ObservableArrayOperation<ElementType>])
}

extension ObservableArrayOperation {
  /// The same operation with each element transformed.
  ///
  /// ```swift
  /// ObservableArrayOperation.Insert(elements: [1], fromIndex: 0).map { $0 * 2 }
  /// // .Insert(elements: [2], fromIndex: 0)
  /// ```
  ///
  /// - Parameter transform: Makes the new element; called once per element in the operation.
  /// - Returns: The mapped operation.
  public func map<X>(_ transform: (ElementType) -> X) -> ObservableArrayOperation<X> {
    switch self {
    case .Reset(let array): .Reset(array: array.map(transform))
    case .Insert(let elements, let fromIndex):
      .Insert(elements: elements.map(transform), fromIndex: fromIndex)
    case .Update(let elements, let fromIndex):
      .Update(elements: elements.map(transform), fromIndex: fromIndex)
    case .Remove(let range): .Remove(range: range)
    case .Batch(let operations): .Batch(operations.map { $0.map(transform) })
    }
  }

  /// The operation as it applies to the elements for which `includeElement` is `true`, or
  /// `nil` if it touches none of them.
  ///
  /// - Parameters:
  ///   - includeElement: The filter.
  ///   - pointers: The indices, in the unfiltered array, of the included elements, in order;
  ///     updated to the array after the operation.
  /// - Returns: The filtered operation, or `nil`.
  /// - Complexity: O(*k* log *p* + *p*) for *k* elements in the operation and *p* pointers.
  public func filter(
    _ includeElement: (ElementType) -> Bool, pointers: inout [Int]
  ) -> ObservableArrayOperation<ElementType>? {
    switch self {
    case .Insert(let elements, let fromIndex):
      let insertionPoint = pointers.partitioningIndex { $0 >= fromIndex }
      for position in insertionPoint..<pointers.count { pointers[position] += elements.count }
      var insertedIndices: [Int] = []
      var insertedElements: [ElementType] = []
      for (offset, element) in elements.enumerated() where includeElement(element) {
        insertedIndices.append(fromIndex + offset)
        insertedElements.append(element)
      }
      guard !insertedIndices.isEmpty else { return nil }
      pointers.insert(contentsOf: insertedIndices, at: insertionPoint)
      return .Insert(elements: insertedElements, fromIndex: insertionPoint)

    case .Update(let elements, let fromIndex):
      var operations: [ObservableArrayOperation<ElementType>] = []
      for (offset, element) in elements.enumerated() {
        let index = fromIndex + offset
        let location = pointers.partitioningIndex { $0 >= index }
        let isIncluded = location < pointers.count && pointers[location] == index
        switch (isIncluded, includeElement(element)) {
        case (true, true): operations.append(.Update(elements: [element], fromIndex: location))
        case (true, false):
          pointers.remove(at: location)
          operations.append(.Remove(range: location..<location + 1))
        case (false, true):
          pointers.insert(index, at: location)
          operations.append(.Insert(elements: [element], fromIndex: location))
        case (false, false): break
        }
      }
      return operations.count == 1 ? operations[0] : operations.isEmpty ? nil : .Batch(operations)

    case .Remove(let range):
      let start = pointers.partitioningIndex { $0 >= range.lowerBound }
      let end = pointers.partitioningIndex { $0 >= range.upperBound }
      for position in end..<pointers.count { pointers[position] -= range.count }
      guard start < end else { return nil }
      pointers.removeSubrange(start..<end)
      return .Remove(range: start..<end)

    case .Reset(let array):
      pointers = array.indices.filter { includeElement(array[$0]) }
      return .Reset(array: array.filter(includeElement))

    case .Batch(let operations):
      // An update can filter to a batch of its own; its operations join this one's, so that
      // a batch never nests.
      var filtered: [ObservableArrayOperation<ElementType>] = []
      for operation in operations {
        switch operation.filter(includeElement, pointers: &pointers) {
        case .Batch(let nested)?: filtered += nested
        case let operation?: filtered.append(operation)
        case nil: break
        }
      }
      return filtered.count == 1 ? filtered[0] : filtered.isEmpty ? nil : .Batch(filtered)
    }
  }

  /// The indices the operation touches, for a table: inserted, updated or deleted rows.
  ///
  /// ```swift
  /// ObservableArrayOperation<Int>.Remove(range: 1..<3).changeSet()  // .Deletes([1, 2])
  /// ```
  ///
  /// - Returns: The change set.
  /// - Precondition: The operation is not `.Reset` or `.Batch` (use
  ///   ``changeSetsFromBatchOperations(_:)`` for a batch).
  public func changeSet() -> ObservableArrayEventChangeSet {
    switch self {
    case .Insert(let elements, let fromIndex): .Inserts(Set(fromIndex..<fromIndex + elements.count))
    case .Update(let elements, let fromIndex): .Updates(Set(fromIndex..<fromIndex + elements.count))
    case .Remove(let range): .Deletes(Set(range))
    case .Reset, .Batch:
      preconditionFailure(
        "ObservableArrayOperation.changeSet(): \(self) has no change set; a reset reloads, a "
          + "batch has changeSetsFromBatchOperations(_:)")
    }
  }
}

extension Array {
  /// The first index whose element satisfies `belongs`, for an array partitioned by it.
  func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
