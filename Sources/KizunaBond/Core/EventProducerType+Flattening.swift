// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Bond v4's case names, `.Latest` and `.Merge`, are what Bond v4 code writes.)

/// How ``EventProducerType/flatMap(_:transform:)`` flattens the inner producers.
///
/// ```swift
/// query.flatMap(.Latest) { search($0) }
/// ```
public enum ObservableFlatMapStrategy: Sendable {
  /// Only the latest inner producer's events.
  case Latest
  /// Every inner producer's events.
  case Merge
}

extension EventProducerType {
  /// Maps each event to a producer and sends the events of those producers.
  ///
  /// ```swift
  /// userID.flatMap(.Latest) { profile(for: $0) }.observe { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: `.Latest` follows only the newest inner producer, `.Merge` all of them.
  ///   - transform: Makes the inner producer for an event.
  /// - Returns: A producer of the inner producers' events.
  public func flatMap<U: EventProducerType>(
    _ strategy: ObservableFlatMapStrategy, transform: @escaping (EventType) -> U
  ) -> EventProducer<U.EventType> {
    switch strategy {
    case .Latest: map(transform).switchToLatest()
    case .Merge: map(transform).merge()
    }
  }
}

extension EventProducerType where EventType: EventProducerType {
  /// Sends the events of every inner producer this one sends.
  ///
  /// ```swift
  /// producers.merge().observe { print($0) }
  /// ```
  ///
  /// - Returns: A producer of all inner events.
  public func merge() -> EventProducer<EventType.EventType> {
    EventProducer(replayLength: replayLength) { sink in
      let composite = CompositeDisposable()
      composite += observe { inner in
        composite += inner.observe { sink($0) }
      }
      return composite
    }
  }

  /// Sends the events of the latest inner producer this one sent.
  ///
  /// ```swift
  /// producers.switchToLatest().observe { print($0) }
  /// ```
  ///
  /// - Returns: A producer of the latest inner producer's events.
  public func switchToLatest() -> EventProducer<EventType.EventType> {
    EventProducer(replayLength: replayLength) { sink in
      let serial = SerialDisposable(otherDisposable: nil)
      let composite = CompositeDisposable([serial])
      composite += observe { inner in
        serial.otherDisposable?.dispose()
        serial.otherDisposable = inner.observe { sink($0) }
      }
      return composite
    }
  }
}

/// Sends the events of every producer in `sequence`.
///
/// ```swift
/// merge([taps, swipes]).observe { print($0) }
/// ```
///
/// - Parameter sequence: The producers.
/// - Returns: A producer of all their events.
public func merge<S: Sequence>(_ sequence: S) -> EventProducer<S.Element.EventType>
where S.Element: EventProducerType {
  EventProducer { sink in
    let composite = CompositeDisposable()
    for producer in sequence {
      composite += producer.observe(sink)
    }
    return composite
  }
}
