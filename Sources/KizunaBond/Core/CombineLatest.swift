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
  // The tuple is made here, where the parameter pack is known, and handed over as `Any`:
  // passing a value of the pack's tuple type to the producer's sink directly goes through a
  // reabstraction thunk that Swift 6.3 miscompiles for tuples holding non-trivial values
  // (it crashed on (Int, String)).
  return combineLatestProducer(
    replayLength: Swift.min(replays, 1), sourceCount: sourceCount,
    observeSources: { record in
      var disposables = [first.observe { record($0, 0) }]
      var index = 0
      for other in repeat each others {
        index += 1
        let slot = index
        disposables.append(other.observe { record($0, slot) })
      }
      return disposables
    },
    makeTuple: { latest in
      var index = 0
      func value<T>(_: T.Type) -> T {
        defer { index += 1 }
        // Every slot holds an event of its source's type once all have sent.
        return latest[index] as! T
      }
      return (value(First.EventType.self), repeat value((each Other).EventType.self))
    })
}

/// The body of ``combineLatest(_:_:)``, generic over the tuple type alone.
///
/// - Parameters:
///   - replayLength: The result's replay length.
///   - sourceCount: How many producers are combined.
///   - observeSources: Observes each producer, sending its events and its position to the
///     closure it is given.
///   - makeTuple: Makes the tuple of the latest events, once every producer has sent one.
/// - Returns: The producer of tuples.
private func combineLatestProducer<Tuple>(
  replayLength: Int, sourceCount: Int,
  observeSources: (@escaping (Any, Int) -> Void) -> [any DisposableType],
  makeTuple: @escaping ([Any?]) -> Any
) -> EventProducer<Tuple> {
  EventProducer(replayLength: replayLength) { sink in
    var latest = [Any?](repeating: nil, count: sourceCount)
    var missing = sourceCount
    let disposables = observeSources { event, index in
      if latest[index] == nil { missing -= 1 }
      latest[index] = .some(event)
      // `makeTuple` returns the tuple of the sources' event types, which is `Tuple`.
      if missing == 0 { sink(makeTuple(latest) as! Tuple) }
    }
    return CompositeDisposable(disposables)
  }
}
