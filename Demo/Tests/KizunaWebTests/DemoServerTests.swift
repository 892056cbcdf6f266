import Foundation
import Kizuna
import KizunaExamples
import KizunaTestSupport
import KizunaWeb
import Logging
import Testing

@Suite(.hangGuard) struct DemoServerTests {
  @Test func firstMessageSetsEveryControlOfTheSignUpScreen() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "sign-up") { tab in
        let initial = try await tab.next()
        #expect(initial.error == nil)
        #expect(initial.changes(for: "loginID") == [.value("loginID", "", seq: 0)])
        #expect(initial.changes(for: "terms") == [.checked("terms", false, seq: 0)])
        #expect(initial.changes(for: "signUp").contains(.enabled("signUp", false)))
        #expect(initial.changes(for: "signUp").contains(.style("signUp", "opacity", "0.5")))
        #expect(initial.changes(for: "warning").contains(.text("warning", "")))
        #expect(
          !initial.changes(for: "warning").contains(
            .text("warning", SignUpViewModel.termsWarning)))
        #expect(initial.changes(for: "spinner").contains(.hidden("spinner", true)))
      }
    }
  }

  @Test func eachEventGetsOneBatchAndTheButtonFollowsTheForm() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "sign-up") { tab in
        _ = try await tab.next()
        let typed = try await tab.reply(to: Tab.input("loginID", "Kizuna User", seq: 1))
        #expect(typed.changes(for: "loginID").isEmpty)  // kept as typed: no echo
        _ = try await tab.reply(to: Tab.input("password", "secret", seq: 1))
        let mismatch = try await tab.reply(to: Tab.input("passwordConfirmation", "secre", seq: 1))
        #expect(
          mismatch.changes
            == [.text("warning", SignUpViewModel.passwordMismatchWarning)])
        _ = try await tab.reply(to: Tab.input("passwordConfirmation", "secret", seq: 2))
        let accepted = try await tab.reply(to: Tab.toggle("terms", true, seq: 1))
        #expect(
          accepted.changes(for: "signUp").last(where: { $0.op == .enabled })
            == .enabled("signUp", true))
        #expect(accepted.changes(for: "signUp").contains(.style("signUp", "opacity", "1.0")))
        #expect(accepted.changes(for: "warning") == [.text("warning", "")])
      }
    }
  }

  @Test func signUpShowsTheIndicatorDuringOneVirtualSecondThenReports() async throws {
    let scheduler = TestScheduler()
    try await withLiveServer(scheduler: scheduler) { port in
      try await withTab(port: port, screen: "sign-up") { tab in
        _ = try await tab.next()
        _ = try await tab.reply(to: Tab.input("loginID", "kizuna", seq: 1))
        _ = try await tab.reply(to: Tab.input("password", "pw", seq: 1))
        _ = try await tab.reply(to: Tab.input("passwordConfirmation", "pw", seq: 1))
        _ = try await tab.reply(to: Tab.toggle("terms", true, seq: 1))
        let started = try await tab.reply(to: Tab.click("signUp"))
        #expect(
          started.changes(for: "spinner") == [
            .hidden("spinner", false), .animating("spinner", true),
          ])
        #expect(started.changes(for: "signUp").contains(.enabled("signUp", false)))
        #expect(scheduler.pendingCount == 1)

        await MainActor.run { scheduler.advance(by: .seconds(1)) }
        let finished = try await tab.next()
        #expect(
          finished.changes(for: "report") == [
            .text("report", "Signed up with login id \"kizuna\" and password \"pw\".")
          ])
        #expect(
          finished.changes(for: "spinner") == [
            .hidden("spinner", true), .animating("spinner", false),
          ])
        #expect(finished.changes(for: "signUp").contains(.enabled("signUp", true)))
      }
    }
  }

  @Test func staleOrRepeatedInputIsIgnored() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "composer") { tab in
        _ = try await tab.next()
        let newer = try await tab.reply(to: Tab.input("message", "hello", seq: 2))
        #expect(newer.changes(for: "charactersLeft") == [.text("charactersLeft", "25")])
        let older = try await tab.reply(to: Tab.input("message", "hel", seq: 1))
        #expect(older.changes == [])
        let repeated = try await tab.reply(to: Tab.input("message", "h", seq: 2))
        #expect(repeated.changes == [])
      }
    }
  }

  @Test func composerAnnouncesSuccessAndClearsTheMessageWithASequenceTag() async throws {
    let scheduler = TestScheduler()
    try await withLiveServer(scheduler: scheduler) { port in
      try await withTab(port: port, screen: "composer") { tab in
        let initial = try await tab.next()
        #expect(initial.changes(for: "charactersLeft").contains(.text("charactersLeft", "30")))
        _ = try await tab.reply(to: Tab.input("destination", "ann@example.com", seq: 1))
        _ = try await tab.reply(to: Tab.input("subject", "Hi", seq: 1))
        let long = try await tab.reply(
          to: Tab.input("message", String(repeating: "x", count: 31), seq: 1))
        #expect(
          long.changes(for: "charactersLeft").contains(
            .style("charactersLeft", "color", WebColor.systemRed.css)))
        #expect(long.changes(for: "send").isEmpty)  // still disabled: nothing to change
        let fits = try await tab.reply(to: Tab.input("message", "See you", seq: 2))
        #expect(fits.changes(for: "send").contains(.enabled("send", true)))
        let sending = try await tab.reply(to: Tab.click("send"))
        #expect(sending.changes(for: "spinner").contains(.hidden("spinner", false)))
        await MainActor.run { scheduler.advance(by: .seconds(1)) }
        let done = try await tab.next()
        #expect(
          done.changes(for: "announcement").contains(
            .text("announcement", "Message sent to ann@example.com.")))
        #expect(done.changes(for: "message") == [.value("message", "", seq: 2)])
      }
    }
  }

  @Test func composerKeepsTextTypedAfterSendWhenTheSendSucceeds() async throws {
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

  @Test func counterButtonsWorkOnlyWhileActive() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "counter") { tab in
        _ = try await tab.next()
        let ignored = try await tab.reply(to: Tab.click("increment"))
        #expect(ignored.changes == [])
        _ = try await tab.reply(to: Tab.toggle("active", true, seq: 1))
        let one = try await tab.reply(to: Tab.click("increment"))
        #expect(one.changes(for: "count") == [.text("count", "1")])
        #expect(one.changes(for: "decrement").contains(.enabled("decrement", true)))
        let zero = try await tab.reply(to: Tab.click("decrement"))
        #expect(zero.changes(for: "count") == [.text("count", "0")])
        #expect(zero.changes(for: "decrement").contains(.enabled("decrement", false)))
        let stillZero = try await tab.reply(to: Tab.click("decrement"))
        #expect(stillZero.changes == [])
      }
    }
  }

  @Test func favouritingRedrawsTheStarCount() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "favourites") { tab in
        let initial = try await tab.next()
        #expect(initial.changes(for: "story-1-detail").last == .text("story-1-detail", "★ 41"))
        let favourited = try await tab.reply(to: Tab.click("story-1-button"))
        #expect(favourited.changes(for: "story-1-detail").last == .text("story-1-detail", "★ 42"))
        #expect(
          favourited.changes(for: "story-1-button").last
            == .text("story-1-button", "Unfavourite"))
      }
    }
  }

  @Test(arguments: [
    ("not json", "malformed"),
    (#"{"type":"teleport","id":"signUp"}"#, "malformed"),
    (#"{"type":"click","id":"nope"}"#, "unknown-control"),
    (#"{"type":"click","id":"warning"}"#, "unsupported"),
    (#"{"type":"input","id":"loginID","value":"x"}"#, "unsupported"),
  ])
  func badMessagesAreRejectedAndTheSessionContinues(message: String, code: String) async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "sign-up") { tab in
        _ = try await tab.next()
        try await tab.send(raw: message)
        let rejected = try await tab.next()
        #expect(rejected.changes == nil)
        #expect(rejected.code == code)
        #expect(rejected.error?.contains("DecodingError") == false)
        let next = try await tab.reply(to: Tab.input("loginID", "still here", seq: 1))
        #expect(next.error == nil)
        #expect(next.changes(for: "loginID") == [])
      }
    }
  }

  @Test func oversizedMessagesAreRejectedAndTheSessionContinues() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "composer") { tab in
        _ = try await tab.next()
        let huge = String(repeating: "x", count: WebSession.maximumMessageBytes)
        try await tab.send(Tab.input("message", huge, seq: 1))
        let rejected = try await tab.next()
        #expect(
          rejected.error?.contains("limit is \(WebSession.maximumMessageBytes) bytes") == true)
        let next = try await tab.reply(to: Tab.input("message", "ok", seq: 2))
        #expect(next.changes(for: "charactersLeft") == [.text("charactersLeft", "28")])
      }
    }
  }

  @Test func oneTabCannotTouchAnotherTabsViewModel() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "counter") { first in
        _ = try await first.next()
        _ = try await first.reply(to: Tab.toggle("active", true, seq: 1))
        _ = try await first.reply(to: Tab.click("increment"))
        try await withTab(port: port, screen: "counter") { second in
          let initial = try await second.next()
          #expect(initial.changes(for: "count").last == .text("count", "0"))
          #expect(initial.changes(for: "active") == [.checked("active", false, seq: 0)])
          let ignored = try await second.reply(to: Tab.click("increment"))
          #expect(ignored.changes == [])
        }
        let two = try await first.reply(to: Tab.click("increment"))
        #expect(two.changes(for: "count") == [.text("count", "2")])
      }
    }
  }

  @Test func textIsSentAsTextNeverAsMarkup() async throws {
    let scheduler = TestScheduler()
    try await withLiveServer(scheduler: scheduler) { port in
      try await withTab(port: port, screen: "composer") { tab in
        _ = try await tab.next()
        let markup = "<img src=x onerror=alert(1)>@x"
        _ = try await tab.reply(to: Tab.input("destination", markup, seq: 1))
        _ = try await tab.reply(to: Tab.input("subject", "s", seq: 1))
        _ = try await tab.reply(to: Tab.input("message", "m", seq: 1))
        _ = try await tab.reply(to: Tab.click("send"))
        await MainActor.run { scheduler.advance(by: .seconds(1)) }
        let done = try await tab.next()
        #expect(
          done.changes(for: "announcement").contains(
            .text("announcement", "Message sent to \(markup).")))
      }
    }
  }
}

@Suite(.hangGuard) struct DemoServerHostingTests {
  @Test func aPortInUseIsReportedAsSuchNotAsACrash() async throws {
    try await withLiveServer { port in
      var logger = Logger(label: "kizuna-web-tests")
      logger.logLevel = .critical
      let second = DemoServer(port: port, logger: logger)
      await #expect(throws: DemoServerError.portInUse(port)) { try await second.run() }
      #expect(DemoServerError.portInUse(port).description == "port \(port) is in use; try --port N")
    }
  }

  @Test func theFaviconIsAnEmptyAnswerNotA404() async throws {
    try await withLiveServer { port in
      let response = try await HTTP.get(port: port, path: "/favicon.ico")
      #expect(response.status == 204)
    }
  }

  @Test(arguments: [
    ("http://127.0.0.1:{port}", "127.0.0.1:{port}", true),
    ("http://localhost:{port}", "localhost:{port}", true),
    ("https://evil.example", "127.0.0.1:{port}", false),
    ("http://evil.example:{port}", "evil.example:{port}", false),
    ("null", "127.0.0.1:{port}", false),
    (nil, "127.0.0.1:{port}", false),
  ])
  func onlySameOriginPagesMayOpenASession(
    origin: String?, host: String, accepted: Bool
  )
    async throws
  {
    try await withLiveServer { port in
      func fill(_ text: String) -> String {
        text.replacingOccurrences(of: "{port}", with: "\(port)")
      }
      let response = try await HTTP.get(
        port: port, path: "/ws/counter", host: fill(host), origin: origin.map(fill),
        upgrade: true)
      #expect(response.status == (accepted ? 101 : 403))
      if !accepted {  // a plain request for the path, too
        let plain = try await HTTP.get(
          port: port, path: "/ws/counter", host: fill(host), origin: origin.map(fill))
        #expect(plain.status == 403)
      }
    }
  }

  @Test func theOriginPolicyWantsTheServedLoopbackHost() {
    #expect(OriginPolicy.allows(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
    #expect(OriginPolicy.allows(origin: "http://[::1]:8080", host: "[::1]:8080"))
    #expect(!OriginPolicy.allows(origin: "http://127.0.0.1:9090", host: "127.0.0.1:8080"))
    #expect(!OriginPolicy.allows(origin: "http://rebound.example", host: "rebound.example"))
    #expect(!OriginPolicy.allows(origin: nil, host: "127.0.0.1:8080"))
  }
}

@Suite(.hangGuard) struct TestScreenTests {
  @Test func aFieldTheServerRewritesIsSentBackWithTheLastInputSequenceSeen() async throws {
    try await withLiveServer(screens: WebScreenDescriptor.testing) { port in
      try await withTab(port: port, screen: "test-normalizing-field") { tab in
        _ = try await tab.next()
        let rewritten = try await tab.reply(to: Tab.input("handle", "Kizuna User", seq: 7))
        #expect(rewritten.changes(for: "handle") == [.value("handle", "kizunauser", seq: 7)])
      }
    }
  }
}
