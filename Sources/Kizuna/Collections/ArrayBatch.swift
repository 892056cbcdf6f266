/// The array inside ``MutableObservableArray/batchUpdate(_:)``: edits made here are recorded
/// and delivered as one change set.
///
/// ```swift
/// let numbers = MutableObservableArray([1, 2, 3])
/// numbers.batchUpdate { numbers in
///   numbers.append(4)
///   numbers.move(from: 0, to: 3)
///   numbers[0] = 20
/// }
/// print(numbers.collection)   // prints "[20, 3, 4, 1]"
/// ```
public struct ArrayBatch<Element> {
  /// The elements as the edits so far left them.
  public private(set) var collection: [Element]
  /// The edits so far, in order.
  public private(set) var patch: [ArrayEdit<Element>] = []

  init(_ collection: [Element]) {
    self.collection = collection
  }

  /// The number of elements.
  public var count: Int { collection.count }

  /// Applies and records one edit.
  ///
  /// - Parameter edit: A step whose indices are valid now (the program stops with a message
  ///   naming the bad index and the valid range otherwise).
  public mutating func apply(_ edit: ArrayEdit<Element>) {
    collection.apply(edit)
    patch.append(edit)
  }

  /// The element at `index`; setting it records an update.
  public subscript(index: Int) -> Element {
    get {
      checkIndex(index, in: 0..<collection.count, "subscript")
      return collection[index]
    }
    set { apply(.update(newValue, at: index)) }
  }

  /// Adds `element` at the end.
  public mutating func append(_ element: Element) { apply(.insert(element, at: collection.count)) }

  /// Adds `elements` at the end, in order.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Inserts `element` at `index` (0 through the count).
  public mutating func insert(_ element: Element, at index: Int) {
    apply(.insert(element, at: index))
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    checkIndex(index, in: 0..<collection.count, "remove at")
    let element = collection[index]
    apply(.delete(at: index))
    return element
  }

  /// Removes every element (from the last to the first).
  public mutating func removeAll() {
    for index in collection.indices.reversed() { apply(.delete(at: index)) }
  }

  /// Moves the element at `from` so that it ends up at `to`.
  public mutating func move(from: Int, to: Int) { apply(.move(from: from, to: to)) }
}
