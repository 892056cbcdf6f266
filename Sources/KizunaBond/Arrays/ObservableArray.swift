/// Bond v4's `ObservableArrayType`: something that holds an array.
public protocol ObservableArrayType {
  /// The type of the elements.
  associatedtype ElementType
  /// The elements now.
  var array: [ElementType] { get }
}

/// Bond v4's `ObservableArray`: an array that sends an event (the elements and the operation)
/// for every change; a new observer receives the current elements first, as a `.Reset`.
///
/// ```swift
/// let names = ObservableArray(["a", "b"])
/// names.observeNew { print($0.operation) }.disposeIn(bag)
/// names.insert("c", atIndex: 0)  // prints Insert(elements: ["c"], fromIndex: 0)
/// print(names.array)            // prints ["c", "a", "b"]
/// ```
///
/// An array of arrays, `ObservableArray<ObservableArray<T>>`, drives a table's sections
/// (KizunaBondUIKit's `bindTo(_:proxyDataSource:createCell:)`).
///
/// - Precondition: Every index is in range; the message names the index and the range.
public final class ObservableArray<ElementType>: EventProducer<
  ObservableArrayEvent<[ElementType]>
>, ObservableArrayType
{
  private struct Batch {
    var operations: [ObservableArrayOperation<ElementType>] = []
    var array: [ElementType]
  }

  /// The operations and the array of a `performBatchUpdates` in progress.
  private var batch: Batch?

  /// The elements now (inside `performBatchUpdates`, with the batch's changes so far);
  /// setting it replaces them all (a `.Reset`).
  public var array: [ElementType] {
    get { batch?.array ?? replayBuffer!.last!.sequence }
    set { applyOperation(.Reset(array: newValue)) }
  }

  /// Creates an array holding `array`.
  ///
  /// - Parameter array: The initial elements.
  public init(_ array: [ElementType]) {
    super.init(replayLength: 1)
    next(ObservableArrayEvent(sequence: array, operation: .Reset(array: array)))
  }

  /// Creates an empty array.
  public convenience init() {
    self.init([ElementType]())
  }

  /// Makes every change in `update` one `.Batch` event, sent when `update` returns.
  ///
  /// ```swift
  /// numbers.performBatchUpdates { numbers in
  ///   numbers.append(1)
  ///   numbers.removeAtIndex(0)
  /// }
  /// ```
  ///
  /// - Parameter update: Changes this array (it receives the array itself).
  /// - Precondition: No batch is in progress on this array.
  public func performBatchUpdates(_ update: (ObservableArray<ElementType>) -> Void) {
    precondition(batch == nil, "ObservableArray.performBatchUpdates: a batch is in progress")
    batch = Batch(array: array)
    update(self)
    let finished = batch!
    batch = nil
    next(ObservableArrayEvent(sequence: finished.array, operation: .Batch(finished.operations)))
  }

  /// Applies `operation` and sends it (inside a batch: adds it to the batch, a `.Batch` as
  /// its operations, so that a batch never nests).
  ///
  /// - Parameter operation: The change.
  /// - Precondition: Its indices are in range; the message names them and the range.
  public func applyOperation(_ operation: ObservableArrayOperation<ElementType>) {
    if batch != nil {
      Self.perform(operation, on: &batch!.array)
      Self.append(operation, to: &batch!.operations)
    } else {
      var copy = array
      Self.perform(operation, on: &copy)
      next(ObservableArrayEvent(sequence: copy, operation: operation))
    }
  }

  private static func append(
    _ operation: ObservableArrayOperation<ElementType>,
    to operations: inout [ObservableArrayOperation<ElementType>]
  ) {
    if case .Batch(let nested) = operation {
      for operation in nested { append(operation, to: &operations) }
    } else {
      operations.append(operation)
    }
  }

  private static func perform(
    _ operation: ObservableArrayOperation<ElementType>, on array: inout [ElementType]
  ) {
    switch operation {
    case .Reset(let newArray):
      array = newArray
    case .Insert(let elements, let fromIndex):
      precondition(
        (0...array.count).contains(fromIndex),
        "ObservableArray: insert index \(fromIndex) is out of range 0...\(array.count)")
      array.insert(contentsOf: elements, at: fromIndex)
    case .Update(let elements, let fromIndex):
      precondition(
        fromIndex >= 0 && fromIndex + elements.count <= array.count,
        "ObservableArray: update of \(fromIndex)..<\(fromIndex + elements.count) is out of "
          + "range 0..<\(array.count)")
      array.replaceSubrange(fromIndex..<fromIndex + elements.count, with: elements)
    case .Remove(let range):
      precondition(
        range.lowerBound >= 0 && range.upperBound <= array.count,
        "ObservableArray: remove range \(range) is out of range 0..<\(array.count)")
      array.removeSubrange(range)
    case .Batch(let operations):
      for operation in operations { perform(operation, on: &array) }
    }
  }
}

extension ObservableArray {
  /// Appends `newElement` (an `.Insert`).
  ///
  /// - Parameter newElement: The element.
  public func append(_ newElement: ElementType) {
    applyOperation(.Insert(elements: [newElement], fromIndex: count))
  }

  /// Inserts `newElement` at `atIndex` (an `.Insert`).
  ///
  /// - Parameters:
  ///   - newElement: The element.
  ///   - atIndex: Its index, in `0...count`.
  public func insert(_ newElement: ElementType, atIndex: Int) {
    applyOperation(.Insert(elements: [newElement], fromIndex: atIndex))
  }

  /// Removes and returns the last element (a `.Remove`).
  ///
  /// - Returns: The element.
  /// - Precondition: The array is not empty.
  @discardableResult
  public func removeLast() -> ElementType {
    guard let last = array.last else {
      preconditionFailure("ObservableArray.removeLast(): the array is empty")
    }
    applyOperation(.Remove(range: count - 1..<count))
    return last
  }

  /// Removes and returns the element at `index` (a `.Remove`).
  ///
  /// - Parameter index: Its index, in `0..<count`.
  /// - Returns: The element.
  @discardableResult
  public func removeAtIndex(_ index: Int) -> ElementType {
    precondition(
      array.indices.contains(index),
      "ObservableArray.removeAtIndex: index \(index) is out of range 0..<\(count)")
    let element = array[index]
    applyOperation(.Remove(range: index..<index + 1))
    return element
  }

  /// Removes the elements in `range` (a `.Remove`).
  ///
  /// - Parameter range: The indices, within `0..<count`.
  public func removeRange(_ range: Range<Int>) {
    applyOperation(.Remove(range: range))
  }

  /// Removes the elements in `range` (a `.Remove`); Swift 2's `a...b` was a `Range`.
  ///
  /// - Parameter range: The indices, within `0..<count`.
  public func removeRange(_ range: ClosedRange<Int>) {
    removeRange(Range(range))
  }

  /// Removes every element (a `.Remove`).
  public func removeAll() {
    applyOperation(.Remove(range: 0..<count))
  }

  /// Appends `newElements` (an `.Insert`).
  ///
  /// - Parameter newElements: The elements.
  public func extend(_ newElements: [ElementType]) {
    applyOperation(.Insert(elements: newElements, fromIndex: count))
  }

  /// Inserts `newElements` at `atIndex` (an `.Insert`).
  ///
  /// - Parameters:
  ///   - newElements: The elements.
  ///   - atIndex: The index of the first, in `0...count`.
  public func insertContentsOf(_ newElements: [ElementType], atIndex: Int) {
    applyOperation(.Insert(elements: newElements, fromIndex: atIndex))
  }

  /// Replaces the elements in `subRange` with `newElements` (a `.Batch` of a `.Remove` and
  /// an `.Insert`).
  ///
  /// - Parameters:
  ///   - subRange: The indices to replace.
  ///   - newElements: The new elements.
  public func replaceRange(_ subRange: Range<Int>, with newElements: [ElementType]) {
    applyOperation(
      .Batch([
        .Remove(range: subRange), .Insert(elements: newElements, fromIndex: subRange.lowerBound),
      ]))
  }

  /// The number of elements.
  public var count: Int { array.count }

  /// Whether there are no elements.
  public var isEmpty: Bool { array.isEmpty }

  /// 0.
  public var startIndex: Int { 0 }

  /// The number of elements.
  public var endIndex: Int { count }

  /// The element at `index`; setting it sends an `.Update` (or an `.Insert` at `count`).
  ///
  /// - Parameter index: In `0..<count` (`0...count` to set).
  public subscript(index: Int) -> ElementType {
    get {
      precondition(
        array.indices.contains(index),
        "ObservableArray: index \(index) is out of range 0..<\(count)")
      return array[index]
    }
    set {
      if index == count {
        applyOperation(.Insert(elements: [newValue], fromIndex: index))
      } else {
        applyOperation(.Update(elements: [newValue], fromIndex: index))
      }
    }
  }

  /// The elements in `subRange`; setting it replaces them.
  ///
  /// - Parameter subRange: Within `0..<count`.
  public subscript(subRange: Range<Int>) -> ArraySlice<ElementType> {
    get { array[subRange] }
    set { replaceRange(subRange, with: Array(newValue)) }
  }

  /// The elements, one by one, as a `for` loop reads them (Bond v4's `generate()`).
  ///
  /// ```swift
  /// for name in names { print(name) }
  /// ```
  ///
  /// - Returns: An iterator that reads the array as it is at each step.
  public func makeIterator() -> ObservableArrayGenerator<ElementType> {
    ObservableArrayGenerator(array: self)
  }
}

extension ObservableArray: ExpressibleByArrayLiteral {
  /// Creates an array from a literal; nested literals make arrays of arrays
  /// (`ObservableArray<ObservableArray<Int>>([[1, 2], [3]])`).
  ///
  /// - Parameter elements: The elements.
  public convenience init(arrayLiteral elements: ElementType...) {
    self.init(elements)
  }
}
