/// Observes a signal on the main actor between ``start(_:fileID:filePath:line:column:perform:)`` and ``stop()``: the
/// behaviour behind a view's "receive while on screen" modifier.
///
/// A SwiftUI view starts it when it appears and stops it when it disappears, so the action runs
/// only while the view is on screen, and no observation outlives the view. Starting a receiver
/// that is already receiving does nothing (a view can appear twice without disappearing in
/// between); releasing the receiver stops it.
///
/// ```swift
/// let count = Observable(0)
/// let receiver = SignalReceiver<Int>()           // on the main actor
/// receiver.start(count) { print($0) }            // prints 0 (on the main thread)
/// count.value = 1                                // prints 1
/// receiver.stop()
/// count.value = 2                                // prints nothing
/// ```
@MainActor
public final class SignalReceiver<Element: Sendable> {
  /// The current observation; empty while stopped. Sendable, so that `deinit` can end it.
  private let observation = SerialDisposable()
  /// Whether an observation runs.
  private var isStarted = false

  /// Creates a stopped receiver.
  public init() {}

  deinit { observation.dispose() }

  /// Whether the receiver observes a signal (started and not stopped since).
  ///
  /// ```swift
  /// print(SignalReceiver<Int>().isReceiving)   // prints false
  /// ```
  public var isReceiving: Bool { isStarted }

  /// Observes `signal` and calls `action` with each value on the main actor, until ``stop()``;
  /// does nothing while the receiver is receiving already.
  ///
  /// Values sent on the main thread with no main-actor work queued arrive at once (an
  /// ``Observable``'s current value arrives before `start` returns); others arrive in order
  /// after a hop to the main actor.
  ///
  /// ```swift
  /// receiver.start(viewModel.message) { message = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - signal: The signal to observe.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - action: Called on the main actor with each value.
  public func start(
    _ signal: some SignalProtocol<Element, Never>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    perform action: @escaping @MainActor (Element) -> Void
  ) {
    guard !isStarted else { return }
    isStarted = true
    observation.inner = signal.observeNext(
      on: .mainActor, fileID: fileID, filePath: filePath, line: line, column: column, with: action)
  }

  /// Disposes the observation: `action` is not called again, not even for values already on
  /// their way to the main actor.
  ///
  /// ```swift
  /// receiver.stop()
  /// ```
  public func stop() {
    guard isStarted else { return }
    isStarted = false
    observation.inner = nil
  }
}
