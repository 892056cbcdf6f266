extension Reactive {
  /// A signal of the events that `subscribe` reports from the object: a control's taps, its
  /// "value changed" events.
  ///
  /// Each observation registers a handler with `subscribe` on the main actor, and removes it
  /// with the closure `subscribe` returns, on the main actor, when the observation is disposed.
  /// Events are delivered on the main actor; nothing is delivered after the observation is
  /// disposed. Nothing is registered once the object is gone. The signal never completes; it
  /// goes quiet when the object is released.
  ///
  /// ```swift
  /// extension Reactive where Base: UIControl {
  ///   @MainActor public func controlEvents(_ events: UIControl.Event) -> Signal<Void, Never> {
  ///     self.events { control, send in
  ///       let action = UIAction { _ in send(()) }
  ///       control.addAction(action, for: events)
  ///       return { [weak control] in control?.removeAction(action, for: events) }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Registers `send` as the object's handler for the events and returns
  ///   what removes it. Called on the main actor, once per observation.
  /// - Returns: A signal of the events, delivered on the main actor.
  @MainActor
  public func events<Element: Sendable>(
    _ subscribe:
      @escaping @MainActor (
        Base, _ send: @escaping @MainActor @Sendable (Element) -> Void
      ) -> @MainActor () -> Void
  ) -> Signal<Element, Never> {
    let source = MainActorEventSource(base: base, subscribe: subscribe)
    return Signal { observer in
      let registration = MainActorEventRegistration()
      MainActorScheduler.shared.execute {
        MainActor.assumeIsolated { source.start(registration) { observer.receive($0) } }
      }
      return BlockDisposable {
        // Through the same FIFO queue as the registration, so it always runs after it.
        MainActorScheduler.shared.execute {
          MainActor.assumeIsolated { registration.end() }
        }
      }
    }
  }
}

/// A weakly held main-actor object and how to register for its events.
@MainActor
final class MainActorEventSource<Base: AnyObject, Element: Sendable> {
  typealias Subscribe =
    @MainActor (
      Base, _ send: @escaping @MainActor @Sendable (Element) -> Void
    ) -> @MainActor () -> Void

  private weak var base: Base?
  private let subscribe: Subscribe

  init(base: Base, subscribe: @escaping Subscribe) {
    self.base = base
    self.subscribe = subscribe
  }

  /// Registers `send` with the object, unless the registration has ended or the object is gone.
  func start(
    _ registration: MainActorEventRegistration,
    send: @escaping @MainActor @Sendable (Element) -> Void
  ) {
    guard !registration.isEnded, let base else { return }
    registration.unsubscribe = subscribe(base, send)
  }
}

/// One observation's registration: what removes it, and whether it has ended.
@MainActor
final class MainActorEventRegistration {
  fileprivate(set) var isEnded = false
  fileprivate var unsubscribe: (@MainActor () -> Void)?

  nonisolated init() {}

  /// Removes the handler (once) and prevents a later registration.
  func end() {
    isEnded = true
    let unsubscribe = self.unsubscribe
    self.unsubscribe = nil
    unsubscribe?()
  }
}
