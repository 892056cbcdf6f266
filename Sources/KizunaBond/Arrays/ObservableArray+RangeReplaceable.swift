/// An observable array is a range-replaceable collection, as Bond v4's was
/// (`RangeReplaceableCollectionType`, which Swift 3 renamed `RangeReplaceableCollection`).
///
/// So the standard library's editing members work on it, on a `let` array too (they are members
/// of the class, as Bond's own `insert(_:atIndex:)` is), and each edit is sent to its observers
/// as the Bond operation it is: `insert(_:at:)`, `insert(contentsOf:at:)` and `append(contentsOf:)`
/// send an `.Insert`, `remove(at:)`, `removeFirst()`, `removeSubrange(_:)` and
/// `removeAll(where:)` a `.Remove` (several, in one `.Batch`, for `removeAll(where:)`),
/// `replaceSubrange(_:with:)` the `.Batch` of a `.Remove` and an `.Insert` that
/// `replaceRange(_:with:)` sends:
///
/// ```swift
/// let names = ObservableArray(["ann", "bob"])
/// names.insert("cy", at: 0)      // an .Insert at 0
/// names.removeAll { $0 == "bob" } // a .Remove of index 2
/// print(names.array)              // prints ["cy", "ann"]
/// ```
///
/// The conformance adds a `filter` that returns an `ObservableArray`, a snapshot of the elements
/// now. Bond's element-wise `filter`, which follows every later change, is still the one chosen
/// wherever the result is used as an event producer or its type is left to the compiler
/// (`numbers.filter { $0 > 0 }.crystallize()`, `let positive = numbers.filter { $0 > 0 }`); the
/// snapshot only where an `ObservableArray` is asked for by name.
///
/// `+` makes a new array and leaves both operands as they are; `+=` appends to the array on its
/// left (one `.Insert`).
///
/// In code generic over `RangeReplaceableCollection`, call `removeAll(keepingCapacity:)` with its
/// argument: the standard library's `removeAll()` with no argument assigns a new, empty array to
/// the variable (`self = Self()`), so the observed array keeps its elements and its observers
/// hear nothing. On an `ObservableArray` itself, `removeAll()` is Bond's, which empties it.
extension ObservableArray: RangeReplaceableCollection {
  /// Replaces the elements in `subrange` with `newElements`: an `.Insert` when `subrange` is
  /// empty, a `.Remove` when `newElements` is, otherwise what `replaceRange(_:with:)` sends.
  ///
  /// ```swift
  /// let numbers = ObservableArray([1, 2, 3])
  /// numbers.replaceSubrange(1..<2, with: [7, 8])  // numbers.array == [1, 7, 8, 3]
  /// ```
  ///
  /// - Parameters:
  ///   - subrange: The indices to replace, within `0...count`.
  ///   - newElements: The new elements.
  public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == ElementType {
    let elements = Array(newElements)
    if subrange.isEmpty {
      if !elements.isEmpty { insertContentsOf(elements, atIndex: subrange.lowerBound) }
    } else if elements.isEmpty {
      removeRange(subrange)
    } else {
      replaceRange(subrange, with: elements)
    }
  }

  /// Inserts `newElement` at `i` (an `.Insert`), on a `let` array too, as Bond's
  /// `insert(_:atIndex:)`.
  ///
  /// - Parameters:
  ///   - newElement: The element.
  ///   - i: Its index, in `0...count`.
  public func insert(_ newElement: ElementType, at i: Int) {
    insert(newElement, atIndex: i)
  }

  /// Inserts `newElements` at `i` in one `.Insert`, on a `let` array too.
  ///
  /// - Parameters:
  ///   - newElements: The elements.
  ///   - i: The index of the first, in `0...count`.
  public func insert<C: Collection>(contentsOf newElements: C, at i: Int)
  where C.Element == ElementType {
    replaceSubrange(i..<i, with: newElements)
  }

  /// Removes and returns the element at `i` (a `.Remove`), on a `let` array too, as Bond's
  /// `removeAtIndex(_:)`.
  ///
  /// - Parameter i: Its index, in `0..<count`.
  /// - Returns: The element.
  @discardableResult
  public func remove(at i: Int) -> ElementType {
    removeAtIndex(i)
  }

  /// Removes and returns the first element (a `.Remove`), on a `let` array too.
  ///
  /// - Returns: The element.
  /// - Precondition: The array is not empty.
  @discardableResult
  public func removeFirst() -> ElementType {
    precondition(!isEmpty, "ObservableArray.removeFirst(): the array is empty")
    return removeAtIndex(0)
  }

  /// Removes the first `k` elements (a `.Remove`), on a `let` array too.
  ///
  /// - Parameter k: How many, in `0...count`.
  public func removeFirst(_ k: Int) {
    precondition(
      (0...count).contains(k),
      "ObservableArray.removeFirst(_:): \(k) is not in 0...\(count)")
    replaceSubrange(0..<k, with: EmptyCollection())
  }

  /// Removes the elements in `bounds` (a `.Remove`), on a `let` array too, as Bond's
  /// `removeRange(_:)`.
  ///
  /// - Parameter bounds: The indices, within `0..<count`.
  public func removeSubrange(_ bounds: Range<Int>) {
    replaceSubrange(bounds, with: EmptyCollection())
  }

  /// Appends `newElements` in one `.Insert` (the standard library's default would send one per
  /// element).
  ///
  /// ```swift
  /// let numbers = ObservableArray([1])
  /// numbers.append(contentsOf: 2...3)  // one .Insert of [2, 3] at 1
  /// ```
  ///
  /// - Parameter newElements: The elements.
  public func append<S: Sequence>(contentsOf newElements: S) where S.Element == ElementType {
    let elements = Array(newElements)
    if !elements.isEmpty { extend(elements) }
  }

  /// Removes every element (a `.Remove`), keeping this array: the observers see the removal.
  ///
  /// - Parameter keepCapacity: Ignored: an observable array keeps no spare storage of its own.
  public func removeAll(keepingCapacity keepCapacity: Bool) {
    if !isEmpty { removeAll() }
  }

  /// Removes the elements for which `shouldBeRemoved` returns `true`, keeping this array: a
  /// `.Remove` of each run of removed elements, in one `.Batch` when there are several runs.
  ///
  /// ```swift
  /// let numbers = ObservableArray([1, 2, 3, 4])
  /// numbers.removeAll { $0 % 2 == 0 }  // numbers.array == [1, 3]
  /// ```
  ///
  /// - Parameter shouldBeRemoved: Whether an element is removed; when it throws, nothing is
  ///   removed.
  public func removeAll(where shouldBeRemoved: (ElementType) throws -> Bool) rethrows {
    let elements = array
    var runs: [Range<Int>] = []
    for index in elements.indices where try shouldBeRemoved(elements[index]) {
      if let last = runs.last, last.upperBound == index {
        runs[runs.count - 1] = last.lowerBound..<index + 1
      } else {
        runs.append(index..<index + 1)
      }
    }
    if runs.count == 1 {
      removeRange(runs[0])
    } else if !runs.isEmpty {
      // From the back, so each run's indices are those of the array before the batch.
      performBatchUpdates { array in
        for run in runs.reversed() { array.removeRange(run) }
      }
    }
  }

  /// A new array of `lhs`'s elements now, then `rhs`'s; `lhs` is left as it is. (The standard
  /// library's `+` for range-replaceable collections appends to a copy of `lhs`, which for a
  /// class is `lhs` itself.)
  ///
  /// ```swift
  /// let numbers = ObservableArray([1, 2])
  /// let more = numbers + [3]  // more.array == [1, 2, 3]; numbers.array == [1, 2]
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: The first elements.
  ///   - rhs: The elements after them.
  /// - Returns: A new observable array.
  public static func + <Other: Sequence>(lhs: ObservableArray, rhs: Other) -> ObservableArray
  where Other.Element == ElementType {
    ObservableArray(lhs.array + rhs)
  }

  /// A new array of `lhs`'s elements now, then `rhs`'s; `lhs` is left as it is.
  ///
  /// - Parameters:
  ///   - lhs: The first elements.
  ///   - rhs: The elements after them.
  /// - Returns: A new observable array.
  public static func + <Other: RangeReplaceableCollection>(
    lhs: ObservableArray, rhs: Other
  ) -> ObservableArray where Other.Element == ElementType {
    ObservableArray(lhs.array + rhs)
  }
}
