internal import Kizuna

extension EventProducerType {
  /// Sends `transform(event)` for each event.
  ///
  /// ```swift
  /// Observable(2).map { $0 * 10 }.observe { print($0) }  // prints 20
  /// ```
  ///
  /// - Parameter transform: Makes the new event; runs on the thread that sends.
  /// - Returns: A producer of the transformed events, replaying as this one does.
  public func map<T>(_ transform: @escaping (EventType) -> T) -> EventProducer<T> {
    EventProducer(replayLength: replayLength) { sink in
      observe { sink(transform($0)) }
    }
  }

  /// Forwards the events for which `includeEvent` returns `true`.
  ///
  /// ```swift
  /// Observable(3).filter { $0 % 2 == 0 }.observe { print($0) }  // prints nothing
  /// ```
  ///
  /// - Parameter includeEvent: Whether to forward an event.
  /// - Returns: A producer of the included events.
  public func filter(_ includeEvent: @escaping (EventType) -> Bool) -> EventProducer<EventType> {
    EventProducer(replayLength: replayLength) { sink in
      observe { event in
        if includeEvent(event) { sink(event) }
      }
    }
  }

  /// Delivers the events on `queue`, later.
  ///
  /// ```swift
  /// downloads.deliverOn(.Main).observe { label.text = $0 }
  /// ```
  ///
  /// This moves each event, and the observers' calls, to another thread: the events must be
  /// `Sendable` (Swift 5 mode only warns). The sink is the result's own, which takes events
  /// on any thread behind its lock.
  ///
  /// - Parameter queue: Where to deliver.
  /// - Returns: A producer whose observers are called on `queue`.
  public func deliverOn(_ queue: Queue) -> EventProducer<EventType> where EventType: Sendable {
    EventProducer(replayLength: replayLength) { sink in
      // Safety: the sink only calls `next` on the result, whose state is behind its lock and
      // whose observers were made to run on `queue` (that is what this operator is for).
      let sink = Unchecked(sink)
      return observe { event in
        queue.async { sink.value(event) }
      }
    }
  }

  /// Sends at most one event per `seconds`: the first event starts a wait, after which the
  /// latest event is sent on `queue`.
  ///
  /// ```swift
  /// query.throttle(0.3, queue: .Main).observe { search($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: The wait.
  ///   - queue: Where the events are sent.
  /// - Returns: A producer of the throttled events.
  public func throttle(_ seconds: Queue.TimeInterval, queue: Queue) -> EventProducer<EventType>
  where EventType: Sendable {
    EventProducer(replayLength: replayLength) { sink in
      // Safety: as in `deliverOn(_:)`; the latest event is kept behind a lock, as the timer
      // and the source may run on different threads.
      let sink = Unchecked(sink)
      let latest = Lock<EventType?>.make(nil)
      return observe { event in
        let isFirst = latest.withLock { latest in
          defer { latest = event }
          return latest == nil
        }
        guard isFirst else { return }
        queue.after(seconds) {
          let event = latest.withLock { latest in
            defer { latest = nil }
            return latest
          }
          if let event { sink.value(event) }
        }
      }
    }
  }

  /// Drops the first `count` events, replayed ones included.
  ///
  /// ```swift
  /// Observable(1).skip(1).observe { print($0) }  // prints nothing
  /// ```
  ///
  /// - Parameter count: How many events to drop.
  /// - Returns: A producer of the events after the first `count`.
  public func skip(_ count: Int) -> EventProducer<EventType> {
    var remaining = count
    return EventProducer(replayLength: Swift.max(replayLength - count, 0)) { sink in
      observe { event in
        if remaining > 0 {
          remaining -= 1
        } else {
          sink(event)
        }
      }
    }
  }

  /// Sends `event` first, then this producer's events.
  ///
  /// ```swift
  /// taps.startWith(0).observe { print($0) }  // prints 0
  /// ```
  ///
  /// The result replays one event more than this producer, so that `event` reaches an
  /// observer ahead of the events this producer replays (Bond v4 replayed as many, and
  /// `event` was pushed out of the buffer before anyone observed).
  ///
  /// - Parameter event: The first event.
  /// - Returns: A producer that starts with `event`.
  public func startWith(_ event: EventType) -> EventProducer<EventType> {
    EventProducer(replayLength: replayLength + 1) { sink in
      sink(event)
      return observe { sink($0) }
    }
  }

  /// Sends the running result of `combine` over the events.
  ///
  /// ```swift
  /// taps.reduce(0) { count, _ in count + 1 }.observe { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The starting result.
  ///   - combine: Makes the next result from the last one and an event.
  /// - Returns: A producer of the results.
  public func reduce<T>(_ initial: T, combine: @escaping (T, EventType) -> T) -> EventProducer<T> {
    EventProducer { sink in
      var accumulator = initial
      return observe { event in
        accumulator = combine(accumulator, event)
        sink(accumulator)
      }
    }
  }
}

extension EventProducerType where EventType: OptionalType {
  /// Forwards the events that are not `nil`, unwrapped.
  ///
  /// ```swift
  /// Observable<String?>("a").ignoreNil().observe { print($0) }  // prints "a"
  /// ```
  ///
  /// - Returns: A producer of the unwrapped events.
  public func ignoreNil() -> EventProducer<EventType.WrappedType> {
    EventProducer(replayLength: replayLength) { sink in
      observe { event in
        if let value = event.value { sink(value) }
      }
    }
  }
}

extension EventProducerType where EventType: Equatable {
  /// Drops an event equal to the one forwarded before it.
  ///
  /// ```swift
  /// let flag = Observable(true)
  /// flag.distinct().observe { print($0) }  // prints true
  /// flag.value = true                      // prints nothing
  /// ```
  ///
  /// - Returns: A producer without consecutive duplicates.
  public func distinct() -> EventProducer<EventType> {
    EventProducer(replayLength: replayLength) { sink in
      var last: EventType?
      return observe { event in
        if last != event {
          sink(event)
          last = event
        }
      }
    }
  }
}

extension EventProducerType where EventType: OptionalType, EventType.WrappedType: Equatable {
  /// Drops an optional event equal to the one forwarded before it (`nil` equals `nil`); as in
  /// Bond v4, the one before the first is taken as `nil`, so a first `nil` is dropped.
  ///
  /// ```swift
  /// let count = Observable<Int?>(nil)
  /// count.distinctOptional().observe { print($0 as Any) }  // prints nothing
  /// count.value = 1                                        // prints Optional(1)
  /// ```
  ///
  /// - Returns: A producer of optionals without consecutive duplicates.
  public func distinctOptional() -> EventProducer<EventType.WrappedType?> {
    EventProducer(replayLength: replayLength) { sink in
      var last: EventType.WrappedType?
      return observe { event in
        if last != event.value {
          sink(event.value)
          last = event.value
        }
      }
    }
  }
}
