import KizunaBond

/// The message composer of the articles, written as Bond v4 code is written (modern Swift
/// syntax, Bond v4 names), compiled against KizunaBond.
public final class MessageComposerViewModel: Sendable {
  public static let maximumMessageLength = 30

  public let destination = Observable<String?>("")
  public let subject = Observable<String?>("")
  public let message = Observable<String?>("")

  public let charactersLeft = Observable(maximumMessageLength)
  public let isCounterRed = Observable(false)
  public let sendEnabled = Observable(false)
  public let isSending = Observable(false)
  public let announcement = Observable("")
  public let sendTaps = EventProducer<Void>()

  public let bag = DisposeBag()

  public init(scheduler: some SignalScheduler, delivers: @escaping @Sendable (String) -> Bool) {
    message.map { Self.maximumMessageLength - ($0 ?? "").count }
      .bindTo(charactersLeft)
      .disposeIn(bag)
    charactersLeft.map { $0 < 0 }.distinct().bindTo(isCounterRed).disposeIn(bag)
    combineLatest(destination, subject, message, isSending)
      .map { destination, subject, message, isSending in
        Self.canSend(destination ?? "", subject ?? "", message ?? "") && !isSending
      }
      .distinct()
      .bindTo(sendEnabled)
      .disposeIn(bag)
    sendTaps
      .observe { [weak self] _ in self?.send(scheduler: scheduler, delivers: delivers) }
      .disposeIn(bag)
  }

  private func send(scheduler: some SignalScheduler, delivers: @escaping @Sendable (String) -> Bool)
  {
    guard sendEnabled.value else { return }
    let destination = destination.value ?? ""
    announcement.value = ""
    isSending.value = true
    scheduler.schedule(after: .seconds(1)) { [announcement, message, isSending] in
      if delivers(destination) {
        announcement.value = "Message sent to \(destination)."
        message.value = ""
      } else {
        announcement.value = "Sending failed: \(destination) could not be reached."
      }
      isSending.value = false
    }
  }

  private static func canSend(_ destination: String, _ subject: String, _ message: String) -> Bool {
    !destination.isEmpty && !subject.isEmpty && (1...maximumMessageLength).contains(message.count)
  }
}
