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
    EventProducer(replayLength: Swift.min(replayLength + other.replayLength, 1)) { sink in
      // A flag beside each value: an event may itself be `nil`.
      var mine: (event: EventType, Void)?
      var its: (event: U.EventType, Void)?
      let composite = CompositeDisposable()
      composite += observe { event in
        mine = (event, ())
        if let its { sink((event, its.event)) }
      }
      composite += other.observe { event in
        its = (event, ())
        if let mine { sink((mine.event, event)) }
      }
      return composite
    }
  }
}

/// Combines the latest events of 2 producers into tuples, once each has sent one (Bond
/// v4's `combineLatest`, for 2 to 11 producers).
///
/// ```swift
/// let name = Observable("Ann"), age = Observable(30)
/// combineLatest(name, age).observe { print($0) }  // prints ("Ann", 30)
/// age.value = 31                                  // prints ("Ann", 31)
/// ```
///
/// Written per arity, as Bond v4 wrote it: the parameter-pack form
/// (`combineLatest<each P>`) crashes the Swift 6.3 compiler when its tuple is an event
/// producer's generic argument.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments; it
///   replays the latest tuple if any producer replays.
public func combineLatest<A: EventProducerType, B: EventProducerType>(
  _ a: A, _ b: B
) -> EventProducer<(A.EventType, B.EventType)> {
  a.combineLatestWith(b)
}

/// Combines the latest events of 3 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<A: EventProducerType, B: EventProducerType, C: EventProducerType>(
  _ a: A, _ b: B, _ c: C
) -> EventProducer<(A.EventType, B.EventType, C.EventType)> {
  combineLatest(a, b).combineLatestWith(c).map { ($0.0, $0.1, $1) }
}

/// Combines the latest events of 4 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<
  A: EventProducerType, B: EventProducerType, C: EventProducerType, D: EventProducerType
>(
  _ a: A, _ b: B, _ c: C, _ d: D
) -> EventProducer<(A.EventType, B.EventType, C.EventType, D.EventType)> {
  combineLatest(a, b, c).combineLatestWith(d).map { ($0.0, $0.1, $0.2, $1) }
}

/// Combines the latest events of 5 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<
  A: EventProducerType, B: EventProducerType, C: EventProducerType, D: EventProducerType,
  E: EventProducerType
>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
) -> EventProducer<(A.EventType, B.EventType, C.EventType, D.EventType, E.EventType)> {
  combineLatest(a, b, c, d).combineLatestWith(e).map { ($0.0, $0.1, $0.2, $0.3, $1) }
}

/// Combines the latest events of 6 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<
  A: EventProducerType, B: EventProducerType, C: EventProducerType, D: EventProducerType,
  E: EventProducerType, F: EventProducerType
>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
) -> EventProducer<(A.EventType, B.EventType, C.EventType, D.EventType, E.EventType, F.EventType)> {
  combineLatest(a, b, c, d, e).combineLatestWith(f).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $1) }
}

/// Combines the latest events of 7 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<
  A: EventProducerType, B: EventProducerType, C: EventProducerType, D: EventProducerType,
  E: EventProducerType, F: EventProducerType, G: EventProducerType
>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
) -> EventProducer<
  (A.EventType, B.EventType, C.EventType, D.EventType, E.EventType, F.EventType, G.EventType)
> {
  combineLatest(a, b, c, d, e, f).combineLatestWith(g).map {
    ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $1)
  }
}

/// Combines the latest events of 8 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<
  A: EventProducerType, B: EventProducerType, C: EventProducerType, D: EventProducerType,
  E: EventProducerType, F: EventProducerType, G: EventProducerType, H: EventProducerType
>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
) -> EventProducer<
  (
    A.EventType, B.EventType, C.EventType, D.EventType, E.EventType, F.EventType, G.EventType,
    H.EventType
  )
> {
  combineLatest(a, b, c, d, e, f, g).combineLatestWith(h).map {
    ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $1)
  }
}

/// Combines the latest events of 9 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<
  A: EventProducerType, B: EventProducerType, C: EventProducerType, D: EventProducerType,
  E: EventProducerType, F: EventProducerType, G: EventProducerType, H: EventProducerType,
  I: EventProducerType
>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
) -> EventProducer<
  (
    A.EventType, B.EventType, C.EventType, D.EventType, E.EventType, F.EventType, G.EventType,
    H.EventType, I.EventType
  )
> {
  combineLatest(a, b, c, d, e, f, g, h).combineLatestWith(i).map {
    ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $1)
  }
}

/// Combines the latest events of 10 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<
  A: EventProducerType, B: EventProducerType, C: EventProducerType, D: EventProducerType,
  E: EventProducerType, F: EventProducerType, G: EventProducerType, H: EventProducerType,
  I: EventProducerType, J: EventProducerType
>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
) -> EventProducer<
  (
    A.EventType, B.EventType, C.EventType, D.EventType, E.EventType, F.EventType, G.EventType,
    H.EventType, I.EventType, J.EventType
  )
> {
  combineLatest(a, b, c, d, e, f, g, h, i).combineLatestWith(j).map {
    ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $1)
  }
}

/// Combines the latest events of 11 producers into tuples; see `combineLatest(_:_:)`.
///
/// - Returns: A producer of tuples of the latest events, in the order of the arguments.
public func combineLatest<
  A: EventProducerType, B: EventProducerType, C: EventProducerType, D: EventProducerType,
  E: EventProducerType, F: EventProducerType, G: EventProducerType, H: EventProducerType,
  I: EventProducerType, J: EventProducerType, K: EventProducerType
>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J, _ k: K
) -> EventProducer<
  (
    A.EventType, B.EventType, C.EventType, D.EventType, E.EventType, F.EventType, G.EventType,
    H.EventType, I.EventType, J.EventType, K.EventType
  )
> {
  combineLatest(a, b, c, d, e, f, g, h, i, j).combineLatestWith(k).map {
    ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $0.9, $1)
  }
}
