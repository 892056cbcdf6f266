public import Observation

/// A main-actor `@Observable` model kept equal to a Kizuna subject in both directions: what a
/// SwiftUI `Binding` to an ``Observable`` reads and writes.
///
/// Reading ``value`` reads the model's copy (so Observation tracks it); setting it stores the
/// new value at once and sends it to the subject. Values the subject sends from elsewhere (any
/// thread) are stored on the main actor, in order. The two directions are one
/// `bidirectionalBind(to:)` between the subject and a ``ControlProperty`` of
/// the model, so there is no feedback loop: a value set through the model reaches the subject
/// once and is not written back into the model, and a value that comes from the subject is not
/// sent back to it. The binding holds the subject weakly and ends when the model is released.
///
/// ```swift
/// let name = Observable("Ann")
/// let field = BoundValue(name)   // on the main actor
/// field.value = "Anna"
/// print(name.value)              // prints "Anna"
/// name.value = "Bob"             // on the main thread
/// print(field.value)             // prints "Bob"
/// ```
///
/// In SwiftUI, keep the model in `@State` and pass `$model.value` (or `Bindable(model).value`)
/// where a `Binding` is needed: `TextField("Name", text: $name.value)`.
@MainActor @Observable
public final class BoundValue<Value: Sendable> {
  /// The value shown; setting it sends the new value to the subject, which does not echo it.
  public var value: Value {
    get { shown }
    set {
      shown = newValue
      edited?()
    }
  }

  /// The model's copy of the value, tracked by Observation.
  private var shown: Value
  /// Reports an edit made through ``value`` to the control property.
  @ObservationIgnored private var edited: (@MainActor @Sendable () -> Void)?
  /// The model's side of the two-way binding; the model keeps it.
  @ObservationIgnored private var property: ControlProperty<Value>?
  /// Ends the binding when the model is released.
  @ObservationIgnored private let bag = DisposeBag()

  /// Creates a model bound to `subject`; the subject's values win at the start.
  ///
  /// ```swift
  /// let isOn = Observable(false)
  /// let toggle = BoundValue(isOn, initial: isOn.value)
  /// toggle.value = true
  /// print(isOn.value)   // prints true
  /// ```
  ///
  /// - Parameters:
  ///   - subject: The other side; held weakly. When it replays a current value (an
  ///     ``Observable`` does), that value replaces `initial`.
  ///   - initial: The value until the subject sends one.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init<Subject: SubjectProtocol & AnyObject>(
    _ subject: Subject, initial: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
  where Subject.Element == Value, Subject.Failure == Never {
    shown = initial
    let property = ControlProperty(
      of: self,
      get: { $0.shown },
      set: { $0.shown = $1 },
      edits: { model, edited in model.edited = edited }
    )
    self.property = property
    subject.bidirectionalBind(
      to: property, fileID: fileID, filePath: filePath, line: line, column: column
    ).dispose(in: bag)
  }

  /// Creates a model bound to `observable`, showing its current value.
  ///
  /// ```swift
  /// let name = Observable("Ann")
  /// print(BoundValue(name).value)   // prints "Ann"
  /// ```
  ///
  /// - Parameter observable: The other side; held weakly.
  public convenience init(_ observable: Observable<Value>) {
    self.init(observable, initial: observable.value)
  }
}
