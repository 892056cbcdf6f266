extension EventProducerType {
  /// Pairs the latest events of this producer and `other`, once both have sent one.
  ///
  /// ```swift
  /// Observable(1).combineLatestWith(Observable("a")).observe { print($0) }  // prints (1, "a")
  /// ```
  ///
  /// - Parameter other: The other producer.
  /// - Returns: A producer of pairs; it replays one pair if either producer replays.
  public func combineLatestWith<U: EventProducerType>(
    _ other: U
  ) -> EventProducer<(EventType, U.EventType)> {
    combineLatest(self, other)
  }
}

/// Combines the latest events of any number of producers into tuples (Bond v4's 2 to 11,
/// and more), once each has sent one.
///
/// ```swift
/// let name = Observable("Ann"), age = Observable(30)
/// combineLatest(name, age).observe { print($0) }  // prints ("Ann", 30)
/// age.value = 31                                  // prints ("Ann", 31)
/// ```
///
/// - Parameters:
///   - first: The first producer.
///   - others: The other producers.
/// - Returns: A producer of tuples of the latest events, in the order of the arguments; it
///   replays the latest tuple if any producer replays.
public func combineLatest<First: EventProducerType, each Other: EventProducerType>(
  _ first: First, _ others: repeat each Other
) -> EventProducer<(First.EventType, repeat (each Other).EventType)> {
  var count = 1
  var replays = first.replayLength
  for other in repeat each others {
    count += 1
    replays += other.replayLength
  }
  let sourceCount = count
  return tupleProducer(replayLength: Swift.min(replays, 1)) { sink in
    var latest = [Any?](repeating: nil, count: sourceCount)
    var missing = sourceCount
    let send = {
      guard missing == 0 else { return }
      var index = 0
      func value<T>(_: T.Type) -> T {
        defer { index += 1 }
        // Every slot holds an event of its source's type once `missing` is 0.
        return latest[index] as! T
      }
      sink { (value(First.EventType.self), repeat value((each Other).EventType.self)) }
    }
    func record(_ event: Any, at index: Int) {
      if latest[index] == nil { missing -= 1 }
      latest[index] = .some(event)
      send()
    }
    let composite = CompositeDisposable()
    composite += first.observe { record($0, at: 0) }
    var index = 0
    for other in repeat each others {
      index += 1
      let slot = index
      composite += other.observe { record($0, at: slot) }
    }
    return composite
  }
}

/// An event producer whose producer closure sends events made by closures.
///
/// Swift 6.3's reabstraction thunk for a sink whose event is a tuple with a pack expansion
/// (`(First.EventType, repeat (each Other).EventType)`) copies the tuple with the wrong layout
/// (garbage values, then a crash); a closure returning such a tuple, passed as a generic
/// `() -> Event`, is converted correctly. So ``combineLatest(_:_:)`` hands its tuples over this
/// way, and the sink itself is only ever called with a generic `Event`.
private func tupleProducer<Event>(
  replayLength: Int,
  producer: (_ sink: @escaping (_ makeEvent: () -> Event) -> Void) -> (any DisposableType)?
) -> EventProducer<Event> {
  EventProducer(replayLength: replayLength) { sink in
    producer { makeEvent in sink(makeEvent()) }
  }
}
