import Kizuna
import KizunaTestSupport
import KizunaWeb
import Testing

@Suite(.timeLimit(.minutes(1))) struct ComposerWebTests {
  @Test func textTypedAfterSendIsKeptWhenTheSendSucceeds() async throws {
    let scheduler = TestScheduler()
    try await withLiveServer(scheduler: scheduler) { port in
      try await withTab(port: port, screen: "composer") { tab in
        _ = try await tab.next()
        _ = try await tab.reply(to: Tab.input("destination", "ann@example.com", seq: 1))
        _ = try await tab.reply(to: Tab.input("subject", "Hi", seq: 1))
        _ = try await tab.reply(to: Tab.input("message", "See you", seq: 1))
        _ = try await tab.reply(to: Tab.click("send"))
        _ = try await tab.reply(to: Tab.input("message", "See you at eight", seq: 2))
        await MainActor.run { scheduler.advance(by: .seconds(1)) }
        let done = try await tab.next()
        #expect(
          done.changes(for: "announcement").contains(
            .text("announcement", "Message sent to ann@example.com.")))
        // The model cleared nothing (it holds text typed after Send): neither the field nor the
        // counter moves.
        #expect(done.changes(for: "message") == [])
        #expect(done.changes(for: "charactersLeft") == [])
        // The model holds the typed text: the next keystroke counts from it.
        let next = try await tab.reply(to: Tab.input("message", "See you at eight!", seq: 3))
        #expect(next.changes(for: "charactersLeft") == [.text("charactersLeft", "13")])
      }
    }
  }
}
