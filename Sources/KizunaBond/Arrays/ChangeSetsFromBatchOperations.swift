internal import Kizuna

/// The change sets of a batch of operations, as a table takes them: deletes (indices before
/// the batch), inserts (indices after it), updates (indices before it), each only if not
/// empty, in that order.
///
/// ```swift
/// changeSetsFromBatchOperations([
///   .Insert(elements: ["a"], fromIndex: 0),
///   .Remove(range: 2..<3),
/// ])  // [.Deletes([1]), .Inserts([0])]
/// ```
///
/// The batch is read as a Kizuna patch and summarized by Kizuna's `CollectionDiff`, which
/// gives the same indices as Bond v4 (an inserted element later removed, or updated, counts
/// once or not at all) for every batch, including the ones whose Bond v4 summary was wrong.
///
/// - Parameter operations: The batch, in order.
/// - Returns: The change sets.
/// - Precondition: The batch holds no `.Reset` or nested `.Batch`; the message names it.
public func changeSetsFromBatchOperations<T>(
  _ operations: [ObservableArrayOperation<T>]
) -> [ObservableArrayEventChangeSet] {
  var patch: [ArrayEdit<Int>] = []
  // The fewest elements the array can have had for the batch to be valid.
  var oldCount = 0
  var delta = 0
  for (position, operation) in operations.enumerated() {
    switch operation {
    case .Insert(let elements, let fromIndex):
      oldCount = max(oldCount, fromIndex - delta)
      for offset in elements.indices { patch.append(.insert(0, at: fromIndex + offset)) }
      delta += elements.count
    case .Update(let elements, let fromIndex):
      oldCount = max(oldCount, fromIndex + elements.count - delta)
      for offset in elements.indices { patch.append(.update(0, at: fromIndex + offset)) }
    case .Remove(let range):
      oldCount = max(oldCount, range.upperBound - delta)
      for _ in range { patch.append(.delete(at: range.lowerBound)) }
      delta -= range.count
    case .Reset, .Batch:
      preconditionFailure(
        "changeSetsFromBatchOperations: operation \(position) is \(operation); a batch holds "
          + "only inserts, updates and removes")
    }
  }
  let diff = CollectionDiff(patch: patch, oldCount: oldCount)
  var changeSets: [ObservableArrayEventChangeSet] = []
  if !diff.deletes.isEmpty { changeSets.append(.Deletes(Set(diff.deletes))) }
  if !diff.inserts.isEmpty { changeSets.append(.Inserts(Set(diff.inserts))) }
  if !diff.updates.isEmpty { changeSets.append(.Updates(Set(diff.updates))) }
  return changeSets
}

/// Bond v4's `operationOffset(_:)`: how many elements `operation` adds (negative: removes);
/// 0 for updates, resets and batches.
///
/// ```swift
/// operationOffset(ObservableArrayOperation<Int>.Remove(range: 0..<2))  // -2
/// ```
///
/// - Parameter operation: The operation.
/// - Returns: The change in the number of elements.
public func operationOffset<T>(_ operation: ObservableArrayOperation<T>) -> Int {
  switch operation {
  case .Insert(let elements, _): elements.count
  case .Remove(let range): -range.count
  default: 0
  }
}

/// Bond v4's `operationStartIndex(_:)`: where an insert or a remove starts; 0 for the others.
///
/// ```swift
/// operationStartIndex(ObservableArrayOperation<Int>.Remove(range: 3..<5))  // 3
/// ```
///
/// - Parameter operation: The operation.
/// - Returns: The index of its first element.
public func operationStartIndex<T>(_ operation: ObservableArrayOperation<T>) -> Int {
  switch operation {
  case .Insert(_, let fromIndex): fromIndex
  case .Remove(let range): range.lowerBound
  default: 0
  }
}
