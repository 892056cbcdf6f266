import BondSeeds
import KizunaBond
import KizunaExamples
import KizunaTestSupport
import Testing

/// The Bond v4 message composer against KizunaExamples' `MessageComposerViewModel`.
@Suite struct BondMessageComposerTests {
  static let messages = [
    "", "hi", String(repeating: "x", count: 30), String(repeating: "x", count: 31),
  ]

  @Test(arguments: ["", "kizuna@example.com"], messages)
  func counterAndButtonMatchTheKizunaVersion(destination: String, message: String) {
    let bond = BondSeeds.MessageComposerViewModel(scheduler: TestScheduler()) { $0.contains("@") }
    let kizuna = KizunaExamples.MessageComposerViewModel(scheduler: TestScheduler())
    for (text, bondField, kizunaField) in [
      (destination, bond.destination, kizuna.destination), ("Hello", bond.subject, kizuna.subject),
      (message, bond.message, kizuna.message),
    ] {
      bondField.value = text
      kizunaField.value = text
    }
    #expect(bond.charactersLeft.value == latest(kizuna.charactersLeft))
    #expect(bond.isCounterRed.value == latest(kizuna.isCounterRed))
    #expect(bond.sendEnabled.value == latest(kizuna.isSendEnabled))
  }

  @Test(arguments: ["kizuna@example.com", "nowhere"])
  func sendingAnnouncesTheResultLikeTheKizunaVersion(destination: String) {
    let scheduler = TestScheduler()
    let bond = BondSeeds.MessageComposerViewModel(scheduler: scheduler) { $0.contains("@") }
    let kizuna = KizunaExamples.MessageComposerViewModel(scheduler: scheduler)
    bond.destination.value = destination
    bond.subject.value = "Hello"
    bond.message.value = "See you"
    kizuna.destination.value = destination
    kizuna.subject.value = "Hello"
    kizuna.message.value = "See you"
    bond.sendTaps.next(())
    kizuna.send()
    #expect(bond.isSending.value && !bond.sendEnabled.value)
    scheduler.advance(by: .seconds(1))
    #expect(bond.announcement.value == kizuna.announcement.value)
    #expect(bond.message.value == kizuna.message.value)
    #expect(!bond.isSending.value)
  }
}
