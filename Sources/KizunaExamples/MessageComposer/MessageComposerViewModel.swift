public import Kizuna

/// The view model of the message composer: destination, subject and message fields, a send
/// button, a characters-left counter, an activity indicator and an announcement label.
///
/// Sending is possible only when all three fields are filled, the message has 1 to
/// ``maximumMessageLength`` characters and no request is running. The counter shows the
/// characters left and turns red below zero. ``send()`` runs a simulated one-second request on
/// the injected scheduler; the injected delivery rule decides success or failure, and
/// ``announcement`` tells the user which.
///
/// ```swift
/// let model = MessageComposerViewModel(scheduler: scheduler)
/// model.charactersLeft.observeNext { print($0) }.dispose(in: bag)  // prints 30
/// model.message.value = "Hello"                                     // prints 25
/// ```
///
/// All members are thread-safe; outputs are delivered on the thread that changed an input, or
/// on the scheduler's thread when the request finishes.
public final class MessageComposerViewModel: Sendable {
  /// The longest message that can be sent, in characters.
  public static let maximumMessageLength = 30
  /// How long the simulated send request takes.
  public static let requestDuration: Duration = .seconds(1)

  /// The destination text field's text.
  public let destination = Observable("")
  /// The subject text field's text.
  public let subject = Observable("")
  /// The message text field's text.
  public let message = Observable("")

  private let sending = Observable(false)
  private let isRequestInFlight = Lock.make(false)
  private let announced = Observable("")
  private let scheduler: any SignalScheduler
  private let delivers: @Sendable (ComposedMessage) -> Bool

  /// Creates the view model.
  ///
  /// - Parameters:
  ///   - scheduler: Runs the simulated one-second request (a `TestScheduler` in tests).
  ///   - delivers: Decides whether the simulated server accepts a message; by default
  ///     ``ComposedMessage/hasPlausibleDestination`` (the destination contains "@").
  public init(
    scheduler: any SignalScheduler,
    delivers: @escaping @Sendable (ComposedMessage) -> Bool = { $0.hasPlausibleDestination }
  ) {
    self.scheduler = scheduler
    self.delivers = delivers
  }

  /// The characters left before the message is too long; negative when it is.
  public var charactersLeft: SafeSignal<Int> {
    message.map { Self.maximumMessageLength - $0.count }
  }

  /// Whether the counter shows red: true below zero characters left.
  public var isCounterRed: SafeSignal<Bool> { charactersLeft.map { $0 < 0 } }

  /// Whether a send request is running; drives the activity indicator.
  public var isSending: AnyObservable<Bool> { sending.readOnly }

  /// The announcement of the last result ("Message sent to ..." or "Sending failed ..."),
  /// empty before the first one.
  public var announcement: AnyObservable<String> { announced.readOnly }

  /// Whether the send button is enabled.
  public var isSendEnabled: SafeSignal<Bool> {
    combineLatest(destination, subject, message, sending)
      .map { destination, subject, message, isSending in
        Self.canSend(destination: destination, subject: subject, message: message)
          && !isSending
      }
      .removeDuplicates()
  }

  /// Starts the simulated one-second send request, if sending is possible.
  ///
  /// When the request finishes (on the scheduler), ``announcement`` says whether it succeeded;
  /// on success the message field is cleared for the next one, if it still holds the text that
  /// was sent: text typed after Send is kept, so nothing typed is lost.
  public func send() {
    let composed = ComposedMessage(
      destination: destination.value, subject: subject.value, message: message.value)
    guard
      Self.canSend(
        destination: composed.destination, subject: composed.subject, message: composed.message),
      isRequestInFlight.beginIfIdle()
    else { return }
    announced.value = ""
    sending.value = true
    scheduler.schedule(after: Self.requestDuration) {
      [delivers, announced, message, isRequestInFlight, sending] in
      if delivers(composed) {
        announced.value = "Message sent to \(composed.destination)."
        // Clear only the text that was sent: a check and a write in one step, against an edit
        // arriving meanwhile; nothing is sent when the user has typed since.
        if message.value == composed.message {
          message.update { text in if text == composed.message { text = "" } }
        }
      } else {
        announced.value = "Sending failed: \(composed.destination) could not be reached."
      }
      isRequestInFlight.withLock { $0 = false }
      sending.value = false
    }
  }

  private static func canSend(destination: String, subject: String, message: String) -> Bool {
    !destination.isEmpty && !subject.isEmpty && (1...maximumMessageLength).contains(message.count)
  }
}

/// A message as sent by the composer.
public struct ComposedMessage: Sendable, Hashable {
  /// Where the message goes.
  public var destination: String
  /// The subject line.
  public var subject: String
  /// The message text.
  public var message: String

  /// Creates a message.
  public init(destination: String, subject: String, message: String) {
    self.destination = destination
    self.subject = subject
    self.message = message
  }

  /// Whether the destination looks like an address (contains "@"); the demo's delivery rule.
  public var hasPlausibleDestination: Bool { destination.contains("@") }
}
