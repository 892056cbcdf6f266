/// One step of a patch: an edit of a flat array, applied to the array as the previous steps left it.
///
/// A patch is the ordered list of steps that turns the old array into the new one, the way
/// AppKit's `NSTableView` wants its row changes: each index refers to the array *after* the
/// steps before it. `move(from:to:)` removes the element at `from` and inserts it at `to`, in
/// the coordinates of the array with the element removed.
///
/// ```swift
/// let patch: [ArrayEdit<String>] = [.insert("z", at: 0), .move(from: 1, to: 2)]
/// print(["a", "b"].applying(patch))   // prints "["z", "b", "a"]"
/// ```
public enum ArrayEdit<Element> {
  /// Inserts `element` at `index` (0 through the count).
  case insert(Element, at: Int)
  /// Removes the element at `index`.
  case delete(at: Int)
  /// Replaces the element at `index` with `element`.
  case update(Element, at: Int)
  /// Removes the element at `from` and inserts it at `to`.
  case move(from: Int, to: Int)
}

extension ArrayEdit: Equatable where Element: Equatable {}
extension ArrayEdit: Hashable where Element: Hashable {}
extension ArrayEdit: Sendable where Element: Sendable {}

extension ArrayEdit: CustomStringConvertible {
  /// `insert(x, at: 1)`, `delete(at: 2)`, `update(x, at: 0)` or `move(from: 1, to: 3)`.
  public var description: String {
    switch self {
    case .insert(let element, let index): "insert(\(element), at: \(index))"
    case .delete(let index): "delete(at: \(index))"
    case .update(let element, let index): "update(\(element), at: \(index))"
    case .move(let from, let to): "move(from: \(from), to: \(to))"
    }
  }
}

extension Array {
  /// Applies one patch step in place.
  ///
  /// ```swift
  /// var letters = ["a", "b", "c"]
  /// letters.apply(.move(from: 0, to: 2))
  /// print(letters)   // prints "["b", "c", "a"]"
  /// ```
  ///
  /// - Parameter edit: The step; its indices must be valid for the array as it is now (the
  ///   program stops with a message naming the bad index and the valid range otherwise).
  @inlinable
  public mutating func apply(_ edit: ArrayEdit<Element>) {
    switch edit {
    case .insert(let element, let index):
      checkIndex(index, in: 0...count, "insert at")
      insert(element, at: index)
    case .delete(let index):
      checkIndex(index, in: 0..<count, "delete at")
      remove(at: index)
    case .update(let element, let index):
      checkIndex(index, in: 0..<count, "update at")
      self[index] = element
    case .move(let from, let to):
      checkIndex(from, in: 0..<count, "move from")
      checkIndex(to, in: 0..<count, "move to")
      moveElement(from: from, to: to)
    }
  }

  /// Returns a copy with every step of `patch` applied, in order.
  ///
  /// ```swift
  /// print([1, 2, 3].applying([.delete(at: 0), .insert(9, at: 2)]))   // prints "[2, 3, 9]"
  /// ```
  ///
  /// - Parameter patch: Steps whose indices are valid when their turn comes.
  /// - Returns: The patched array.
  /// - Complexity: O(*n* × *k*) for *k* steps on *n* elements.
  public func applying(_ patch: some Sequence<ArrayEdit<Element>>) -> [Element] {
    var copy = self
    for edit in patch { copy.apply(edit) }
    return copy
  }
}

/// Stops the program with a message naming the bad index and the valid range.
@inlinable @inline(__always)
func checkIndex(
  _ index: Int, in range: ClosedRange<Int>, _ what: StaticString,
  file: StaticString = #file, line: UInt = #line
) {
  precondition(
    range.contains(index),
    "Kizuna: index \(index) out of range (\(what): valid is \(range.lowerBound)...\(range.upperBound))",
    file: file, line: line)
}

/// Stops the program with a message naming the bad index and the valid range.
@inlinable @inline(__always)
func checkIndex(
  _ index: Int, in range: Range<Int>, _ what: StaticString,
  file: StaticString = #file, line: UInt = #line
) {
  precondition(
    range.contains(index),
    range.isEmpty
      ? "Kizuna: index \(index) out of range (\(what): the collection is empty)"
      : "Kizuna: index \(index) out of range (\(what): valid is \(range.lowerBound)..<\(range.upperBound))",
    file: file, line: line)
}
