extension EventProducerType where EventType: ObservableArrayEventType {
  /// The elements of the array events.
  public typealias ArrayElement = EventType.ObservableArrayEventSequenceType.Element

  /// An array of arrays holding this one: one section, for a table
  /// (`names.lift().bindTo(tableView) { ... }`).
  ///
  /// ```swift
  /// let sections = names.lift()  // ObservableArray([names])
  /// ```
  ///
  /// - Returns: An array whose one element is this producer.
  public func lift() -> ObservableArray<Self> {
    ObservableArray([self])
  }

  /// Maps the elements of each array event, lazily: the operation's elements are transformed
  /// once as it is sent; the event's sequence transforms an element each time it is read.
  ///
  /// ```swift
  /// let doubled = numbers.map { $0 * 2 }.crystallize()
  /// numbers.append(2)  // doubled.array ends with 4
  /// ```
  ///
  /// - Parameter transform: Makes the new element.
  /// - Returns: A producer of mapped array events.
  public func map<T>(
    _ transform: @escaping (ArrayElement) -> T
  ) -> EventProducer<
    ObservableArrayEvent<LazyMapSequence<EventType.ObservableArrayEventSequenceType, T>>
  > {
    EventProducer(replayLength: replayLength) { sink in
      observe { event in
        sink(
          ObservableArrayEvent(
            sequence: event.sequence.lazy.map(transform),
            operation: event.operation.map(transform)))
      }
    }
  }

  /// Filters the elements of each array event: each operation becomes the operation on the
  /// included elements (none is sent when it touches none).
  ///
  /// ```swift
  /// let evens = numbers.filter { $0 % 2 == 0 }.crystallize()
  /// numbers.append(4)  // evens.array ends with 4
  /// ```
  ///
  /// - Parameter includeElement: Whether an element is included.
  /// - Returns: A producer of filtered array events.
  public func filter(
    _ includeElement: @escaping (ArrayElement) -> Bool
  ) -> EventProducer<
    ObservableArrayEvent<LazyFilterSequence<EventType.ObservableArrayEventSequenceType>>
  > {
    var pointers: [Int]?
    return EventProducer(replayLength: replayLength) { sink in
      observe { event in
        let sequence = event.sequence.lazy.filter(includeElement)
        guard pointers != nil else {
          // The first event (the replayed one) holds the whole array, whatever its operation:
          // it starts the filtered array with a `.Reset`.
          pointers = event.sequence.enumerated().filter { includeElement($0.element) }.map(\.offset)
          sink(ObservableArrayEvent(sequence: sequence, operation: .Reset(array: Array(sequence))))
          return
        }
        // Bond v4 sent a `.Reset` when the operation touched no included element; nothing
        // changed for the observers, so nothing is sent.
        if let operation = event.operation.filter(includeElement, pointers: &pointers!) {
          sink(ObservableArrayEvent(sequence: sequence, operation: operation))
        }
      }
    }
  }

  /// An ``ObservableArray`` that holds this producer's elements and follows its events.
  ///
  /// ```swift
  /// let evens = numbers.filter { $0 % 2 == 0 }.crystallize()
  /// print(evens.array)
  /// ```
  ///
  /// - Returns: This producer itself if it is an `ObservableArray`, else a new array that
  ///   applies every later operation; the new array keeps this producer alive.
  public func crystallize() -> ObservableArray<ArrayElement> {
    if let array = self as? ObservableArray<ArrayElement> { return array }
    var captured: [ArrayElement] = []
    observe { captured = Array($0.sequence) }.dispose()
    let array = ObservableArray<ArrayElement>(captured)
    array.deinitDisposable += skip(replayLength).observe { [weak array] event in
      array?.applyOperation(event.operation)
    }
    return array
  }
}

extension ObservableArray where ElementType: Hashable {
  /// Changes this array into `collection` with the fewest inserts and removes, sent as one
  /// `.Batch` (so a table animates only what changed).
  ///
  /// ```swift
  /// let letters = ObservableArray(["a", "b", "c"])
  /// letters.diffInPlace(["a", "c", "d"])  // .Batch: remove "b", insert "d"
  /// ```
  ///
  /// The diff is Kizuna's (`CollectionDiff`); an element that moved is removed and inserted.
  ///
  /// - Parameter collection: The elements to end with.
  public func diffInPlace<C: Collection>(_ collection: C) where C.Element == ElementType {
    let target = Array(collection)
    let patch = BondDiff.patch(from: array, to: target)
    performBatchUpdates { array in
      for operation in patch { array.applyOperation(operation) }
    }
  }
}
