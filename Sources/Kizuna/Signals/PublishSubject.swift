/// A signal you send events into by hand; observers receive what is sent after they start.
///
/// Combine's `PassthroughSubject` (ReactiveKit's `PassthroughSubject`, RxSwift's
/// `PublishSubject`, Bond v4's `EventProducer`). It is named apart from Combine's so that a
/// file importing Kizuna and Combine (every SwiftUI file) needs no module qualification.
///
/// Sending is thread-safe. Each observer receives events one at a time and in the order they
/// were sent; an event sent from inside an observer is delivered to everyone after the current
/// event has reached everyone (see <doc:Threading>). After a terminal event the subject
/// ignores further sends, and late observers receive the terminal event at once. A subject
/// that is released completes its remaining observers.
///
/// ```swift
/// let taps = PublishSubject<Void, Never>()
/// taps.observeNext { print("tap") }.dispose(in: bag)
/// taps.send(())  // prints "tap"
/// ```
public final class PublishSubject<Element: Sendable, Failure: Error>: SignalProtocol {
  /// The engine the shared subject body forwards to (see `_BroadcastingSubject`).
  public let _engine = _BroadcastEngine<Element, Failure>(replay: .none)

  /// Creates a subject with no observers.
  @inlinable
  public init() {}

  /// Whether a terminal event has been sent.
  public var isTerminated: Bool { broadcaster.isTerminated }
}

extension PublishSubject where Element == Void {
  /// Sends `()`: the usual way to report a tap or a trigger.
  public func send() { send(()) }
}
