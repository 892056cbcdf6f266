/// A property of a main-actor object (a text field's text, a switch's state) as a subject: it
/// sends what the user enters, and what is sent into it is shown by the object.
///
/// It keeps the value the object shows: its current ``value`` is replayed to new observers,
/// like an ``Observable``'s. Two kinds of values reach its observers, in one order:
/// - **User edits.** When the object reports an edit, the property reads the object's value and
///   sends it to its observers. It never writes an edit back into the object (no echo: a text
///   field's cursor and marked text stay as they are).
/// - **Sent values.** ``send(_:)`` (from any thread) sets the object's value on the main actor,
///   in the order values were sent, then sends the value to the observers.
///
/// So a two-way binding (`bidirectionalBind(to:)`) between a view model's ``Observable`` and a
/// `ControlProperty` has no feedback loop: each side skips the value it forwarded. Bindings
/// into the property hold it weakly and live in its ``bag``; the object keeps the property (see
/// ``Reactive/property(_:make:)``), so they end when the object is released.
///
/// Set the object's value through the property (or a binding), not directly, while the property
/// is in use: a value set directly is not seen until the next edit.
///
/// ```swift
/// let loginID = Observable("ann")
/// loginID.bidirectionalBind(to: field.reactive.text).dispose(in: bag)
/// print(field.text ?? "nil")   // prints "ann" (on the main thread)
/// // The user types "anna": loginID.value becomes "anna"; field.text is not set again.
/// ```
public final class ControlProperty<Value: Sendable>: SubjectProtocol, DisposeBagProvider {
  public typealias Element = Value
  public typealias Failure = Never

  /// The value the object shows, and the property's observers.
  let mirror: Observable<Value>
  /// Sets the object's value; does nothing once the object is gone.
  private let write: @MainActor @Sendable (Value) -> Void
  /// Holds the bindings into this property; released with it.
  public let bag = DisposeBag()

  /// Creates the property `get`/`set` describe on `target`, reading its current value.
  ///
  /// Call it through ``Reactive/property(_:make:)``, so that the object keeps the property.
  ///
  /// - Parameters:
  ///   - target: The object; held weakly.
  ///   - get: Reads the object's value: now, and at each edit.
  ///   - set: Shows a value sent into the property.
  ///   - edits: Registers `edited` to be called on the main actor each time the user changes the
  ///     value (a `UIAction` for `.editingChanged`, say); called once, now. `nil` for a
  ///     property only the app changes.
  @MainActor
  public init<Target: AnyObject>(
    of target: Target,
    get: @escaping @MainActor (Target) -> Value,
    set: @escaping @MainActor (Target, Value) -> Void,
    edits: (@MainActor (Target, _ edited: @escaping @MainActor @Sendable () -> Void) -> Void)? =
      nil
  ) {
    let access = MainActorPropertyAccess(target: target, get: get, set: set)
    mirror = Observable(get(target))
    write = { value in access.write(value) }
    edits?(target) { [weak self] in
      guard let self, let value = access.read() else { return }
      self.mirror.send(value)
    }
  }

  /// The value the object shows, as last sent into the property or edited by the user.
  public var value: Value { mirror.value }

  /// Shows `value` in the object and sends it to the observers, on the main actor: at once when
  /// called on the main thread with no main-actor work queued, otherwise after all values sent
  /// before it.
  ///
  /// - Parameter value: The value to show.
  public func send(_ value: Value) {
    let write = self.write
    let mirror = self.mirror
    MainActorScheduler.shared.execute {
      MainActor.assumeIsolated { write(value) }
      mirror.send(value)
    }
  }

  @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<Value, Never>) -> Void
  )
    -> any Disposable
  {
    mirror.observe(with: observer)
  }

  @_disfavoredOverload
  public func observeNext(with observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
    mirror.observeNext(with: observer)
  }
}

extension ControlProperty: BroadcasterProviding {
  @usableFromInline var broadcaster: Broadcaster<Value, Never> { mirror.broadcaster }
}

/// A weakly held main-actor object and how to read and write one of its properties; main-actor
/// isolated, so that the object and the closures never leave the main actor.
@MainActor
final class MainActorPropertyAccess<Target: AnyObject, Value> {
  private weak var target: Target?
  private let get: @MainActor (Target) -> Value
  private let set: @MainActor (Target, Value) -> Void

  init(
    target: Target, get: @escaping @MainActor (Target) -> Value,
    set: @escaping @MainActor (Target, Value) -> Void
  ) {
    self.target = target
    self.get = get
    self.set = set
  }

  /// The object's value; `nil` once the object is gone.
  func read() -> Value? { target.map(get) }

  /// Sets the object's value, if the object is still there.
  func write(_ value: Value) {
    guard let target else { return }
    set(target, value)
  }
}
