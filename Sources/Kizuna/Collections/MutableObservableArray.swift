/// An array that tells its observers about every insert, delete, update and move.
///
/// A new observer first receives an ``ChangesetKind/initial`` change set holding the current
/// elements, then one ``ArrayChangeset`` per mutation, or per ``batchUpdate(_:)``. Mutations
/// are thread-safe and delivered in the order they were made, one at a time to each observer,
/// on the thread that made the mutation (an observer that mutates the array sees its own
/// change after the current one reached everyone). Bad indices stop the program with a message
/// naming the index and the valid range. When the array is released, observers receive
/// `.completed`. An observer that starts on one thread while another thread's single edit is
/// on its way may receive its initial change set (the elements after that edit) from the
/// editing thread, just after `observe` returns: single edits change the elements in place
/// instead of copying them.
///
/// ```swift
/// let names = MutableObservableArray(["Ann", "Bo"])
/// names.observeNext { print($0.diff) }.dispose(in: bag)   // prints "insert [0, 1]"
/// names.append("Cy")                                      // prints "insert [2]"
/// names.move(from: 0, to: 2)                              // prints "move [0 -> 2]"
/// names[0] = "Bob"                                        // prints "update [0]"
/// ```
public final class MutableObservableArray<Element: Sendable>: ObservableArrayProtocol {
  public typealias Item = Element
  public typealias Failure = Never

  @usableFromInline let publisher: ChangesetPublisher<[Element], ArrayChangeset<Element>>

  /// Creates an observable array holding `elements`.
  public init(_ elements: [Element] = []) {
    publisher = ChangesetPublisher(
      collection: elements, initial: .initial(elements),
      makeInitial: { .initial($0.collection) },
      checkInvariants: { old, change in change._checkInvariants(oldCount: old.count) })
  }

  /// The current elements.
  public var collection: [Element] { publisher.collection }

  /// The number of elements.
  public var count: Int { publisher.collection.count }

  /// Whether the array is empty.
  public var isEmpty: Bool { publisher.collection.isEmpty }

  /// The element at `index`; setting it replaces the element and sends an update.
  @inlinable
  public subscript(index: Int) -> Element {
    get {
      let elements = publisher.collection
      checkIndex(index, in: 0..<elements.count, "subscript")
      return elements[index]
    }
    set { perform(.update(newValue, at: index)) }
  }

  /// Adds `element` at the end.
  @inlinable
  public func append(_ element: Element) {
    publisher.mutateInPlace { elements in
      Self.apply(.insert(element, at: elements.count), to: &elements)
    }
  }

  /// Adds `elements` at the end, as one change set.
  public func append(contentsOf elements: some Sequence<Element>) {
    let added = Array(elements)
    guard !added.isEmpty else { return }
    batchUpdate { $0.append(contentsOf: added) }
  }

  /// Inserts `element` at `index` (0 through the count).
  @inlinable
  public func insert(_ element: Element, at index: Int) { perform(.insert(element, at: index)) }

  /// Removes and returns the element at `index`.
  @inlinable @discardableResult
  public func remove(at index: Int) -> Element {
    var removed: Element?
    publisher.mutateInPlace { elements in
      checkIndex(index, in: 0..<elements.count, "remove at")
      removed = elements[index]
      return Self.apply(.delete(at: index), to: &elements)
    }
    return removed!
  }

  /// Removes every element, as one change set; does nothing (sends nothing) if empty.
  public func removeAll() {
    publisher.mutate { elements, _ in
      guard !elements.isEmpty else { return (nil, ()) }
      let count = elements.count
      elements = []
      let change = ArrayChangeset<Element>(
        kind: .edits, collection: [],
        patch: (0..<count).reversed().map { .delete(at: $0) },
        diff: CollectionDiff(sortedDeletes: Array(0..<count), inserts: [], updates: [], moves: []))
      return (change, ())
    }
  }

  /// Moves the element at `from` so that it ends up at `to` (both 0..<count).
  @inlinable
  public func move(from: Int, to: Int) { perform(.move(from: from, to: to)) }

  /// Performs several edits as one change set.
  ///
  /// `body` edits a copy of the elements; the edits are then committed together. If another
  /// thread mutates the array meanwhile, `body` runs again on the fresh elements, so keep it
  /// free of side effects. Nothing is sent if `body` makes no edit.
  ///
  /// ```swift
  /// let letters = MutableObservableArray(["a", "b"])
  /// letters.batchUpdate { letters in
  ///   letters.insert("z", at: 0)
  ///   letters.remove(at: 2)
  /// }
  /// print(letters.collection)   // prints "["z", "a"]"
  /// ```
  ///
  /// - Parameter body: Edits the array; called on the current thread, without any lock held.
  public func batchUpdate(_ body: (inout ArrayBatch<Element>) -> Void) {
    while true {
      let (elements, version) = publisher.versioned
      var batch = ArrayBatch(elements)
      body(&batch)
      let committed = publisher.mutate { current, currentVersion in
        guard currentVersion == version else { return (nil, false) }
        guard !batch.patch.isEmpty else { return (nil, true) }
        current = batch.collection
        let change = ArrayChangeset(
          collection: batch.collection, patch: batch.patch, oldCount: elements.count)
        return (change, true)
      }
      if committed { return }
    }
  }

  /// Replaces every element at once, without diffing: observers get a
  /// ``ChangesetKind/replacement`` change set (a bound table reloads).
  public func replace(with elements: [Element]) {
    publisher.mutate { current, _ in
      let change = ArrayChangeset.replacement(oldCount: current.count, with: elements)
      current = elements
      return (change, ())
    }
  }

  /// A read-only view of this array, to expose it without letting others edit it.
  public var readOnly: ObservableArray<Element> { ObservableArray(self) }

  @inlinable @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<ArrayChangeset<Element>, Never>) -> Void
  ) -> any Disposable {
    publisher.observe(with: observer)
  }

  /// Applies one edit under the lock and makes its change set.
  @inlinable
  func perform(_ edit: ArrayEdit<Element>) {
    publisher.mutateInPlace { elements in Self.apply(edit, to: &elements) }
  }

  @inlinable
  static func apply(
    _ edit: ArrayEdit<Element>, to elements: inout [Element]
  )
    -> ArrayChangeset<Element>
  {
    let oldCount = elements.count
    elements.apply(edit)
    return ArrayChangeset(collection: elements, patch: [edit], oldCount: oldCount)
  }

  /// Replaces the elements, diffing old and new with the given diff function.
  func replace(
    with elements: [Element], diff: ([Element], [Element]) -> CollectionDiff<Int>
  ) {
    // Diff outside the lock, then commit only if nothing changed meanwhile.
    while true {
      let (current, version) = publisher.versioned
      let computed = diff(current, elements)
      let committed = publisher.mutate { stored, storedVersion in
        guard storedVersion == version else { return (nil, false) }
        guard !computed.isEmpty else { return (nil, true) }
        stored = elements
        return (ArrayChangeset(collection: elements, diff: computed, oldCount: current.count), true)
      }
      if committed { return }
    }
  }
}

extension MutableObservableArray where Element: Hashable {
  /// Replaces every element; with `performDiff`, observers get only the differences.
  ///
  /// ```swift
  /// let letters = MutableObservableArray(["a", "b", "c"])
  /// letters.observeNext { print($0.diff) }   // prints "insert [0, 1, 2]"
  /// letters.replace(with: ["c", "a", "d"], performDiff: true)
  /// // prints "delete [1], insert [2], move [2 -> 0]"
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The new elements.
  ///   - performDiff: Whether to diff (O(*n* + *d* log *n*)) and send the exact edits; if
  ///     false, observers get a ``ChangesetKind/replacement``. Nothing is sent if a diff is
  ///     empty.
  public func replace(with elements: [Element], performDiff: Bool) {
    if performDiff {
      replace(with: elements) { CollectionDiff(from: $0, to: $1) }
    } else {
      replace(with: elements)
    }
  }
}

extension MutableObservableArray where Element: Equatable {
  /// Replaces every element; with `performDiff`, observers get only the differences (Myers'
  /// algorithm plus move pairing; `Hashable` elements use a faster algorithm).
  ///
  /// - Parameters:
  ///   - elements: The new elements.
  ///   - performDiff: Whether to diff and send the exact edits.
  public func replace(with elements: [Element], performDiff: Bool) {
    if performDiff {
      replace(with: elements) { CollectionDiff(from: $0, to: $1) }
    } else {
      replace(with: elements)
    }
  }

  /// Replaces every element, matching old and new elements by identity: observers get the
  /// inserts, deletes, moves, and updates of elements whose identity stayed but value changed.
  ///
  /// ```swift
  /// struct Row: Equatable, Identifiable { var id: Int; var title: String }
  /// let rows = MutableObservableArray([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
  /// rows.observeNext { print($0.diff) }   // prints "insert [0, 1]"
  /// rows.replace(with: [Row(id: 2, title: "B"), Row(id: 1, title: "a")], identifiedBy: \.id)
  /// // prints "update [1], move [1 -> 0]"
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The new elements.
  ///   - identity: The identity of an element, such as `\.id`.
  public func replace<ID: Hashable>(
    with elements: [Element], identifiedBy identity: (Element) -> ID
  ) {
    replace(with: elements) { CollectionDiff(from: $0, to: $1, identifiedBy: identity) }
  }
}
