public import Observation

extension Signal where Failure == Never {
  /// A signal of an `@Observable` model's property: the current value first, then the value
  /// after each change.
  ///
  /// The model is read on the main actor, with `withObservationTracking`, which reports a
  /// change just before it is applied; the signal then reads the new value in a main-actor
  /// task after the change and tracks again, one read at a time, so values arrive in order.
  /// Changes made in one synchronous stretch of main-actor code arrive as one value (the
  /// last). When observed on the main actor the current value is sent at once, before
  /// `observe` returns, whichever thread the main actor runs on (on Linux, a process that
  /// called `dispatch_main()`, such as a test runner, runs it on a worker thread). Observed off
  /// the main actor, the first value is read in a main-actor task: the current value then.
  ///
  /// The signal is created on the main actor (where key paths to main-actor properties can be
  /// used) and may then be observed from any thread.
  ///
  /// The signal holds the model weakly and completes when the model is deallocated;
  /// disposing the observation ends it too. Mutate the model on the main actor (as
  /// `@MainActor` models do); a change made elsewhere can race with the read.
  ///
  /// ```swift
  /// @MainActor @Observable final class Counter { var count = 0 }
  ///
  /// let counter = Counter()
  /// Signal.observing(counter, \.count).observeNext { print($0) }  // prints 0
  /// counter.count = 1  // prints 1, in a main-actor task after this code returns
  /// ```
  ///
  /// - Parameters:
  ///   - model: The observed object; held weakly.
  ///   - keyPath: The property to read; every observable property it reads is tracked.
  /// - Returns: A signal whose events are delivered on the main actor; it may be observed
  ///   from any thread.
  @MainActor
  public static func observing<Model>(
    _ model: Model, _ keyPath: KeyPath<Model, Element>
  ) -> Signal where Model: Observation.Observable & AnyObject & Sendable {
    let reader = MainActorKeyPath(keyPath)
    return Signal { [weak model] observer in
      let tracker = PropertyTracker(model: model, reader: reader, observer: observer)
      tracker.start()
      return BlockDisposable { tracker.dispose() }
    }
  }
}

extension Observation.Observable where Self: AnyObject & Sendable {
  /// A signal of this model's property at `keyPath`; see ``Signal/observing(_:_:)``.
  ///
  /// ```swift
  /// counter.signal(for: \.count).map { "\($0) taps" }.observeNext { print($0) }
  /// ```
  @MainActor
  public func signal<Value: Sendable>(
    for keyPath: KeyPath<Self, Value>
  )
    -> SafeSignal<Value>
  {
    Signal.observing(self, keyPath)
  }
}

/// A key path that is applied only on the main actor.
///
/// Key paths to main-actor-isolated properties are not `Sendable`; wrapping one in a
/// main-actor class makes it safe to carry across threads, since it can be applied only on
/// the main actor.
@MainActor private final class MainActorKeyPath<Model, Value> {
  private let keyPath: KeyPath<Model, Value>

  init(_ keyPath: KeyPath<Model, Value>) { self.keyPath = keyPath }

  func value(of model: Model) -> Value { model[keyPath: keyPath] }
}

/// One observation of `Signal.observing`: reads on the main actor, re-tracks after each change.
private final class PropertyTracker<Model: AnyObject & Sendable & Observation.Observable, Value>:
  Sendable
where Value: Sendable {
  weak let model: Model?
  private let reader: MainActorKeyPath<Model, Value>
  /// `nil` once disposed or completed.
  private let observer: Lock<Observer<Value, Never>?>

  init(model: Model?, reader: MainActorKeyPath<Model, Value>, observer: Observer<Value, Never>) {
    self.model = model
    self.reader = reader
    self.observer = Lock.make(observer)
  }

  func start() {
    if Platform.isMainThread {
      MainActor.assumeIsolated { read() }
    } else {
      scheduleRead()
    }
  }

  func dispose() {
    observer.withLock { $0 = nil }
  }

  /// Called when the change tracking installed by `read()` fires, or was dropped unfired.
  func scheduleRead() {
    Task { @MainActor [self] in self.read() }
  }

  @MainActor private func read() {
    guard let observer = observer.withLock({ $0 }) else { return }
    guard let model else {
      self.observer.withLock { $0 = nil }
      observer.receive(completion: .finished)
      return
    }
    let token = ChangeToken(tracker: self)
    let value = withObservationTracking {
      reader.value(of: model)
    } onChange: {
      token.fire()
    }
    observer.receive(value)
  }
}

/// Lives exactly as long as one `withObservationTracking` registration.
///
/// The registration keeps its `onChange` closure, and so this token, until it fires or the
/// observed model (with its registrar) is deallocated. A token that dies unfired while the
/// model is gone means "the model was deallocated": the tracker then reads once more, finds
/// no model, and completes.
private final class ChangeToken<Model: AnyObject & Sendable & Observation.Observable, Value>:
  Sendable
where Value: Sendable {
  private let tracker: PropertyTracker<Model, Value>
  private let fired = Lock.make(false)

  init(tracker: PropertyTracker<Model, Value>) { self.tracker = tracker }

  @Sendable func fire() {
    let first = fired.withLock { fired in
      defer { fired = true }
      return !fired
    }
    if first { tracker.scheduleRead() }
  }

  deinit {
    if !fired.withLock({ $0 }) && tracker.model == nil { tracker.scheduleRead() }
  }
}
