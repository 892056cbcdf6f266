import Kizuna
import KizunaExamples
import KizunaTestSupport
import Testing

@Suite struct MessageComposerViewModelTests {
  @Test(arguments: [0, 1, 29, 30, 31, 45])
  func counterShowsCharactersLeftAndTurnsRedBelowZero(length: Int) {
    let model = MessageComposerViewModel(scheduler: TestScheduler())
    model.message.value = String(repeating: "a", count: length)
    #expect(latest(model.charactersLeft) == 30 - length)
    #expect(latest(model.isCounterRed) == (length > 30))
  }

  @Test func counterCountsCharactersNotBytes() {
    let model = MessageComposerViewModel(scheduler: TestScheduler())
    model.message.value = "絆絆絆👍🏽"
    #expect(latest(model.charactersLeft) == 26)
  }

  @Test(
    arguments: [
      ("", "s", "m", false), ("d@x", "", "m", false), ("d@x", "s", "", false),
      ("d@x", "s", "m", true), ("d@x", "s", String(repeating: "m", count: 30), true),
      ("d@x", "s", String(repeating: "m", count: 31), false),
    ])
  func sendIsEnabledOnlyWhenAllFilledAndMessageHasOneToThirtyCharacters(
    destination: String, subject: String, message: String, enabled: Bool
  ) {
    let model = MessageComposerViewModel(scheduler: TestScheduler())
    model.destination.value = destination
    model.subject.value = subject
    model.message.value = message
    #expect(latest(model.isSendEnabled) == enabled)
  }

  @Test func successfulSendShowsIndicatorThenAnnouncesSuccessAndClearsMessage() {
    let bag = DisposeBag()
    let scheduler = TestScheduler()
    let model = MessageComposerViewModel(scheduler: scheduler)
    let sending = EventRecorder(observing: model.isSending, in: bag)
    let announcement = EventRecorder(observing: model.announcement, in: bag)
    let enabled = EventRecorder(observing: model.isSendEnabled, in: bag)
    model.destination.value = "ann@example.com"
    model.subject.value = "Hi"
    model.message.value = "See you"
    model.send()
    model.send()  // ignored while sending
    #expect(sending.values == [false, true])
    #expect(enabled.values.last == false)
    scheduler.advance(by: .seconds(1))
    #expect(sending.values == [false, true, false])
    #expect(announcement.values == ["", "", "Message sent to ann@example.com."])
    #expect(model.message.value == "")
    #expect(enabled.values.last == false)  // message now empty
  }

  @Test func textTypedAfterSendIsKeptWhenTheSendSucceeds() {
    let scheduler = TestScheduler()
    let model = MessageComposerViewModel(scheduler: scheduler)
    model.destination.value = "ann@example.com"
    model.subject.value = "Hi"
    model.message.value = "See you"
    model.send()
    model.message.value = "See you soon"  // typed while the request runs
    scheduler.advance(by: .seconds(1))
    #expect(model.message.value == "See you soon")
    // Typed and then changed back to the text sent: that text was sent, so it is cleared.
    model.send()
    model.message.value = "See you soon!"
    model.message.value = "See you soon"
    scheduler.advance(by: .seconds(1))
    #expect(model.message.value == "")
  }

  @Test func failedSendAnnouncesFailureAndKeepsTheMessage() {
    let bag = DisposeBag()
    let scheduler = TestScheduler()
    let model = MessageComposerViewModel(scheduler: scheduler)
    let announcement = EventRecorder(observing: model.announcement, in: bag)
    model.destination.value = "nobody"
    model.subject.value = "Hi"
    model.message.value = "See you"
    model.send()
    scheduler.advance(by: .seconds(1))
    #expect(
      announcement.values == ["", "", "Sending failed: nobody could not be reached."])
    #expect(model.message.value == "See you")
    #expect(latest(model.isSendEnabled) == true)
  }

  @Test func injectedDeliveryRuleDecidesTheResult() {
    let scheduler = TestScheduler()
    let model = MessageComposerViewModel(scheduler: scheduler, delivers: { _ in false })
    model.destination.value = "ann@example.com"
    model.subject.value = "Hi"
    model.message.value = "x"
    model.send()
    scheduler.advance(by: .seconds(1))
    #expect(model.announcement.value.hasPrefix("Sending failed"))
  }

  @Test func tooLongMessageCannotBeSent() {
    let scheduler = TestScheduler()
    let model = MessageComposerViewModel(scheduler: scheduler)
    model.destination.value = "ann@example.com"
    model.subject.value = "Hi"
    model.message.value = String(repeating: "x", count: 31)
    model.send()
    #expect(scheduler.pendingCount == 0)
    #expect(model.isSending.value == false)
  }
}
