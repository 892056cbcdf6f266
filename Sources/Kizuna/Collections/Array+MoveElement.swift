extension Array {
  /// Moves the element at `from` to `to`, shifting the elements between them by one: the same
  /// result as `insert(remove(at: from), at: to)`, but it moves only the |`to` - `from`|
  /// elements between the two places, where removing and inserting would move every element
  /// after `from` and then every element after `to` (a sorted view's reordered row, in the
  /// middle of a long array, costs a few elements instead of the whole array).
  ///
  /// - Precondition: `from` and `to` are valid indices (callers check them, with messages that
  ///   name the bad index).
  /// - Complexity: O(|`to` - `from`|).
  @inlinable
  mutating func moveElement(from: Int, to: Int) {
    guard from != to else { return }
    withUnsafeMutableBufferPointer { buffer in
      // Safety: both indices are inside the buffer (the precondition; callers check them
      // first, with their own messages). Between the `move()` and the `initialize(to:)`
      // exactly one slot is uninitialized and nothing in between can throw or reach the
      // array, so the buffer is whole again when the closure returns.
      precondition(buffer.indices.contains(from) && buffer.indices.contains(to))
      let base = buffer.baseAddress!
      let moved = (base + from).move()
      if from < to {
        (base + from).moveInitialize(from: base + from + 1, count: to - from)
      } else {
        (base + to + 1).moveInitialize(from: base + to, count: from - to)
      }
      (base + to).initialize(to: moved)
    }
  }
}
