/// Bond v4's `ObservableArray`: an array that reports every change; Kizuna's
/// `MutableObservableArray`.
///
/// In a file that imports KizunaBond this name means the mutable array, as in Bond v4 (it
/// shadows Kizuna's read-only `ObservableArray` view there; write `Kizuna.ObservableArray` for
/// that one).
///
/// ```swift
/// let names = ObservableArray(["a", "b"])
/// names.insert("c", atIndex: 0)
/// print(names.array)  // prints ["c", "a", "b"]
/// ```
@available(*, deprecated, renamed: "MutableObservableArray")
public typealias ObservableArray<Element: Sendable> = MutableObservableArray<Element>

extension MutableObservableArray {
  /// Bond v4's `array`: the elements now.
  @available(*, deprecated, renamed: "collection")
  public var array: [Element] { collection }

  /// Bond v4's `insert(_:atIndex:)`.
  ///
  /// - Precondition: `index` is in `0...count`; the message names the index and the range.
  @available(*, deprecated, renamed: "insert(_:at:)")
  public func insert(_ element: Element, atIndex index: Int) {
    insert(element, at: index)
  }

  /// Bond v4's `removeAtIndex(_:)`.
  ///
  /// - Precondition: `index` is in `0..<count`; the message names the index and the range.
  /// - Returns: The removed element.
  @available(*, deprecated, renamed: "remove(at:)")
  @discardableResult
  public func removeAtIndex(_ index: Int) -> Element {
    remove(at: index)
  }

  /// Bond v4's `removeLast()`.
  ///
  /// - Precondition: The array is not empty.
  /// - Returns: The removed element.
  @available(*, deprecated, message: "use remove(at: count - 1)")
  @discardableResult
  public func removeLast() -> Element {
    precondition(count > 0, "ObservableArray.removeLast(): the array is empty")
    return remove(at: count - 1)
  }

  /// Bond v4's `extend(_:)`: appends `elements`.
  @available(*, deprecated, renamed: "append(contentsOf:)")
  public func extend(_ elements: [Element]) {
    append(contentsOf: elements)
  }

  /// Bond v4's `performBatchUpdates(_:)`: every change made in `update` reaches observers as
  /// one change set, so a table animates them together.
  ///
  /// ```swift
  /// names.performBatchUpdates { array in
  ///   array.append("d")
  ///   array.removeAtIndex(0)
  /// }
  /// ```
  @available(*, deprecated, renamed: "batchUpdate(_:)")
  public func performBatchUpdates(_ update: (inout ArrayBatch<Element>) -> Void) {
    batchUpdate(update)
  }
}

extension ArrayBatch {
  /// Bond v4's `insert(_:atIndex:)` inside `performBatchUpdates`.
  @available(*, deprecated, renamed: "insert(_:at:)")
  public mutating func insert(_ element: Element, atIndex index: Int) {
    insert(element, at: index)
  }

  /// Bond v4's `removeAtIndex(_:)` inside `performBatchUpdates`.
  @available(*, deprecated, renamed: "remove(at:)")
  @discardableResult
  public mutating func removeAtIndex(_ index: Int) -> Element {
    remove(at: index)
  }
}
