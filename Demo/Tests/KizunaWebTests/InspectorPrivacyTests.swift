import Foundation
import Kizuna
import KizunaTestSupport
import Testing

@testable import KizunaWeb

/// The inspector shows each visitor (a browser, by its `kizuna-visitor` cookie) the bindings
/// of its own tabs only, unless the server was started to show every tab's; a password's
/// bindings say "changed" and not how many keys were typed; a client that asks too often is
/// answered 429.
@Suite(.hangGuard) struct InspectorPrivacyTests {
  @Test(arguments: ["/", "/sign-up", "/inspector"])
  func pagesGiveABrowserWithoutOneAnHttpOnlySameSiteStrictVisitorCookie(
    path: String
  )
    async throws
  {
    try await withLiveServer { port in
      let response = try await HTTP.get(port: port, path: path)
      let cookie = try #require(response.header("Set-Cookie"))
      let visitor = try #require(VisitorCookie.visitor(in: cookie.components(separatedBy: ";")[0]))
      #expect(cookie.contains("; HttpOnly"))
      #expect(cookie.contains("; SameSite=Strict"))
      // A browser that has one keeps it.
      let again = try await HTTP.get(port: port, path: path, visitor: visitor)
      #expect(again.header("Set-Cookie") == nil)
    }
  }

  @Test(arguments: [
    nil, "", "kizuna-visitor=", "kizuna-visitor=0123",
    "kizuna-visitor=\(String(repeating: "A", count: 32))",
    "kizuna-visitor=\(String(repeating: "g", count: 32))",
    "other=\(String(repeating: "a", count: 32))",
  ])
  func aMalformedVisitorCookieIsNoVisitor(header: String?) {
    #expect(VisitorCookie.visitor(in: header) == nil)
  }

  @Test func aWellFormedVisitorCookieIsReadAmongOthers() {
    let visitor = String(repeating: "0a", count: 16)
    #expect(VisitorCookie.visitor(in: "a=b; kizuna-visitor=\(visitor); c=d") == visitor)
    #expect(VisitorCookie.issue().visitor != VisitorCookie.issue().visitor)
  }

  @Test func aVisitorSeesItsOwnTabsAndNoOneElses() async throws {
    try await withLiveServer { port in
      let owner = VisitorCookie.issue().visitor
      let stranger = VisitorCookie.issue().visitor
      try await withTab(port: port, screen: "sign-up", visitor: owner) { tab in
        let label = try #require(try await tab.next().bindingLabel)
        let mine = try await polledReport(port: port, visitor: owner) { report in
          report.groups.contains { $0.label == label }
        }
        #expect(mine.groups.map(\.label) == [label])
        #expect(mine.total > 0)
        for visitor in [stranger, nil] {
          let theirs = try await inspectorReport(port: port, visitor: visitor)
          #expect(theirs.groups.isEmpty, "\(visitor ?? "no cookie") sees \(theirs.groups)")
          #expect(theirs.total == 0)
          let dot = try await HTTP.get(port: port, path: "/inspector.dot", visitor: visitor)
          #expect(!dot.body.contains("Sign up"))
        }
      }
    }
  }

  @Test func startedToInspectAllAnyVisitorSeesEveryTab() async throws {
    try await withLiveServer(inspectsEveryVisitor: true) { port in
      let owner = VisitorCookie.issue().visitor
      try await withTab(port: port, screen: "counter", visitor: owner) { tab in
        let label = try #require(try await tab.next().bindingLabel)
        let report = try await polledReport(port: port, visitor: nil) { report in
          report.groups.contains { $0.label == label }
        }
        #expect(report.groups.contains { $0.label == label })
      }
    }
  }

  @Test func aPasswordsBindingsSayChangedNotHowManyKeysWereTyped() async throws {
    try await withLiveServer { port in
      let visitor = VisitorCookie.issue().visitor
      try await withTab(port: port, screen: "sign-up", visitor: visitor) { tab in
        let label = try #require(try await tab.next().bindingLabel)
        var typed = ""
        for (seq, character) in "correct horse 1234".enumerated() {
          typed.append(character)
          _ = try await tab.reply(to: Tab.input("password", typed, seq: seq + 1))
        }
        _ = try await tab.reply(to: Tab.input("loginID", "ann", seq: 1))
        let report = try await polledReport(port: port, visitor: visitor) { report in
          report.groups.first { $0.label == label }?.bindings.contains {
            $0.source.contains("#loginID.text") && $0.events > 1
          } ?? false
        }
        let group = try #require(report.groups.first { $0.label == label })
        let secret = group.bindings.filter(\.isSecret)
        #expect(secret.contains { $0.source.contains("model.password") })
        #expect(secret.contains { $0.source.contains("#password.text") })
        for binding in secret {
          #expect(binding.events <= 1, "\(binding.site): \(binding.events) events")
          #expect(binding.upstream.allSatisfy { $0.events <= 1 }, "\(binding.site)")
        }
        // The login id is not secret: its count is there.
        #expect(group.bindings.contains { $0.source.contains("#loginID.text") && $0.events > 1 })
        // Nor does the Graphviz text carry a count above 1 on a password's edges.
        let dot = try await HTTP.get(port: port, path: "/inspector.dot", visitor: visitor)
        #expect(!dot.body.contains("[label=\"18\"]"))
        #expect(!dot.body.contains("[label=\"19\"]"))
      }
    }
  }

  @Test func aClientPastItsBudgetOfInspectorRequestsIsAnswered429() async throws {
    try await withLiveServer { port in
      var statuses: [Int] = []
      for _ in 0..<(DemoServer.inspectorRequestBurst + 180) {
        statuses.append(try await HTTP.get(port: port, path: "/inspector.dot").status)
      }
      #expect(statuses.prefix(DemoServer.inspectorRequestBurst).allSatisfy { $0 == 200 })
      #expect(statuses.contains(429))
    }
  }

  @Test func eachClientHasItsOwnBudgetAndEarnsItBack() {
    var limiter = ClientRateLimiter(burst: 2, interval: .seconds(1))
    let answers = [
      limiter.admit("a", at: .zero), limiter.admit("a", at: .zero),
      limiter.admit("a", at: .milliseconds(500)), limiter.admit("b", at: .milliseconds(500)),
      limiter.admit("a", at: .seconds(1)), limiter.admit("a", at: .seconds(1)),
    ]
    #expect(answers == [true, true, false, true, true, false])
  }
}
