public import Observation

/// A main-actor `@Observable` model that holds the latest value of a signal: the way a view
/// that uses Observation (a SwiftUI view, through `@State`) re-renders when a Kizuna signal or
/// observable changes.
///
/// The model observes the signal from its creation until it is released: each value is set on
/// the main actor (at once when it is sent on the main thread with no main-actor work queued,
/// otherwise in order, after a hop), and setting ``value`` tells Observation that it changed.
/// The observation holds the model weakly and is disposed when the model is released; after
/// the signal completes, ``value`` keeps the last value.
///
/// ```swift
/// let count = Observable(0)
/// let shown = ObservedValue(count)   // on the main actor
/// print(shown.value)                 // prints 0
/// count.value = 1                    // on the main thread
/// print(shown.value)                 // prints 1
/// ```
///
/// In SwiftUI, keep the model in `@State` and read ``value`` in `body`:
/// `@State private var count = ObservedValue(viewModel.count)`, then `Text("\(count.value)")`.
@MainActor @Observable
public final class ObservedValue<Value: Sendable> {
  /// The latest value of the signal; the initial value until the signal sends one.
  public private(set) var value: Value

  /// Ends the observation when the model is released.
  @ObservationIgnored private let bag = DisposeBag()

  /// Creates a model that shows `initial` until `signal` sends a value, then each value
  /// `signal` sends.
  ///
  /// ```swift
  /// let taps = PublishSubject<Int, Never>()
  /// let shown = ObservedValue(taps, initial: 0)
  /// taps.send(3)          // on the main thread
  /// print(shown.value)    // prints 3
  /// ```
  ///
  /// - Parameters:
  ///   - signal: The signal to follow; observed until the model is released.
  ///   - initial: The value until the first one arrives.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init(
    _ signal: some SignalProtocol<Value, Never>, initial: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    value = initial
    signal.bind(to: self, fileID: fileID, filePath: filePath, line: line, column: column) {
      model, value in model.value = value
    }.dispose(in: bag)
  }

  /// Creates a model that shows the current value of `observable`, then each change.
  ///
  /// ```swift
  /// let name = Observable("Ann")
  /// print(ObservedValue(name).value)   // prints "Ann"
  /// ```
  ///
  /// - Parameters:
  ///   - observable: The observable to follow; observed until the model is released.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public convenience init(
    _ observable: Observable<Value>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      observable, initial: observable.value, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
