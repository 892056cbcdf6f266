import Kizuna
import KizunaExamples

/// The message composer screen: binds ``MessageComposerViewModel`` to its page.
///
/// The model keeps what the user typed after pressing Send (a successful send clears only the
/// text that was sent), so the message field is bound both ways like the others.
final class MessageComposerScreen: WebScreen {
  static let descriptor = WebScreenDescriptor(
    path: "composer", title: "Message composer",
    summary: "A 30-character message with a live counter; sending succeeds or fails.",
    body: """
      <h1>New message</h1>
      <label class="field"><span>To</span>
        <input id="destination" data-control="textField" autocomplete="off"
          placeholder="name@example.com"></label>
      <label class="field"><span>Subject</span>
        <input id="subject" data-control="textField" autocomplete="off"></label>
      <label class="field"><span>Message</span>
        <textarea id="message" data-control="textField" rows="3"></textarea></label>
      <p class="counter-row">Characters left: <span id="charactersLeft" class="counter"></span></p>
      <div class="actions"><button id="send" data-control="button">Send</button>
        <span id="spinner" class="spinner" role="status" hidden></span></div>
      <p id="announcement" class="report" aria-live="polite"></p>
      """,
    make: { page, scheduler in MessageComposerScreen(page: page, scheduler: scheduler) })

  let model: MessageComposerViewModel
  private let bag = DisposeBag()

  init(page: WebPage, scheduler: any SignalScheduler) {
    model = MessageComposerViewModel(scheduler: scheduler)
    let destination = WebTextField(id: "destination", in: page)
    let subject = WebTextField(id: "subject", in: page)
    let message = WebTextField(id: "message", in: page)
    let counter = WebLabel(id: "charactersLeft", in: page)
    let send = WebButton(id: "send", title: "Send", in: page)
    let spinner = WebActivityIndicator(id: "spinner", in: page)
    let announcement = WebLabel(id: "announcement", in: page)

    model.destination.bidirectionalBind(to: destination.text).dispose(in: bag)
    model.subject.bidirectionalBind(to: subject.text).dispose(in: bag)
    model.message.bidirectionalBind(to: message.text).dispose(in: bag)
    model.charactersLeft.map { "\($0)" }.bind(to: counter.text).dispose(in: bag)
    model.isCounterRed.map { $0 ? WebColor.systemRed : .label }
      .bind(to: counter.textColor).dispose(in: bag)
    model.isSendEnabled.bind(to: send.isEnabled).dispose(in: bag)
    model.isSendEnabled.map { $0 ? 1.0 : 0.5 }.bind(to: send.alpha).dispose(in: bag)
    model.isSending.map { !$0 }.bind(to: spinner.isHidden).dispose(in: bag)
    model.isSending.bind(to: spinner.isAnimating).dispose(in: bag)
    model.announcement.bind(to: announcement.text).dispose(in: bag)
    model.announcement.map { $0.hasPrefix("Sending failed") ? WebColor.systemRed : .systemGreen }
      .bind(to: announcement.textColor).dispose(in: bag)
    send.tap.observeNext { [model] in model.send() }.dispose(in: bag)
  }
}
