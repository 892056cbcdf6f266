import Foundation
import Kizuna
import KizunaExamples
import KizunaTestSupport
import Logging
import Testing

@testable import KizunaWeb

/// The binding inspector of a live server: `/inspector.json` lists each open tab's bindings
/// under its label, with the lines that made them and their events, and forgets them once the
/// tab has closed.
@Suite(.hangGuard) struct BindingInspectorWebTests {
  @Test func aSessionsBindingsAreListedUnderItsLabelAtTheirLinesAndGoWhenItCloses() async throws {
    let bindCalls = try Self.bindingCallLines(inScreen: "SignUpScreen.swift")
    try await withLiveServer { port in
      let label = LabelBox()
      let visitor = VisitorCookie.issue().visitor
      try await withTab(port: port, screen: "sign-up", visitor: visitor) { tab in
        let initial = try await tab.next()
        let bindingLabel = try #require(initial.bindingLabel)
        label.value = bindingLabel
        #expect(bindingLabel.hasPrefix("Sign up #"))

        // Every bind, two-way bind and observer of the screen is listed at its own line...
        let expectedSites = Set(bindCalls.map { "KizunaWeb/SignUpScreen.swift:\($0)" })
        func screenSites(_ report: InspectorReport) -> Set<String> {
          let group = report.groups.first { $0.label == bindingLabel }
          return Set(
            (group?.bindings ?? []).map(\.site).filter {
              $0.hasPrefix("KizunaWeb/SignUpScreen.swift:")
            })
        }
        // (Polled: a report is served again for up to 200 ms, and another test may have
        // asked for one while this screen was being built.)
        let opened = try await polledReport(port: port, visitor: visitor) {
          screenSites($0) == expectedSites
        }
        #expect(screenSites(opened) == expectedSites)
        let group = try #require(opened.groups.first { $0.label == bindingLabel })
        #expect(group.isOpen)
        #expect(group.count == group.bindings.count)
        // ...and the rest are the controls' own, or the library's inside the view model.
        for binding in group.bindings {
          #expect(
            binding.site.hasPrefix("KizunaWeb/") || binding.site.hasPrefix("KizunaExamples/")
              || binding.isInsideKizuna, "\(binding.site)")
        }
        let named = Set(group.bindings.map(\.source))
        #expect(named.contains(#"Observable<String> "model.loginID""#))
        #expect(named.contains(##"Observable<String> "#loginID.text""##))

        let loginLine = try #require(
          try Self.bindingCallLines(
            inScreen: "SignUpScreen.swift", containing: "model.loginID.bidirectionalBind"
          ).first)
        let before = try #require(
          group.bindings.first { $0.site == "KizunaWeb/SignUpScreen.swift:\(loginLine)" })
        _ = try await tab.reply(to: Tab.input("loginID", "kizuna", seq: 1))
        let typed = try await polledReport(port: port, visitor: visitor) { report in
          report.groups.first { $0.label == bindingLabel }?.bindings
            .first { $0.id == before.id }.map { $0.events > before.events } ?? false
        }
        let after = try #require(
          typed.groups.first { $0.label == bindingLabel }?.bindings.first { $0.id == before.id })
        #expect(after.kind == "bidirectionalBind")
        #expect(after.target == "Observable<String>")
        #expect(after.upstream.contains { $0.events > 0 })
      }
      // The tab's socket is closed: the session ends and is released, and its bindings too.
      let bindingLabel = try #require(label.value)
      let closed = try await polledReport(port: port, visitor: visitor) { report in
        !report.groups.contains { $0.label == bindingLabel }
      }
      #expect(!closed.groups.contains { $0.label == bindingLabel })
    }
  }

  @Test func everyScreensBindingsGoWhenItsTabCloses() async throws {
    try await withLiveServer { port in
      let visitor = VisitorCookie.issue().visitor
      for screen in WebScreenDescriptor.samples.map(\.path) {
        let label = LabelBox()
        try await withTab(port: port, screen: screen, visitor: visitor) { tab in
          label.value = try await tab.next().bindingLabel
        }
        let bindingLabel = try #require(label.value, "\(screen)")
        let report = try await polledReport(port: port, visitor: visitor) { report in
          !report.groups.contains { $0.label == bindingLabel }
        }
        #expect(!report.groups.contains { $0.label == bindingLabel }, "\(screen)")
      }
    }
  }

  @Test func theInspectorPageIsLinkedFromTheIndexAndKeepsTheServersHeaders() async throws {
    try await withLiveServer { port in
      let index = try await HTTP.get(port: port, path: "/")
      #expect(index.body.contains(#"<a id="inspector" href="/inspector">"#))
      for path in ["/inspector", "/inspector.js", "/inspector.json", "/inspector.dot"] {
        let response = try await HTTP.get(port: port, path: path)
        #expect(response.status == 200, "\(path)")
        #expect(
          response.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
        #expect(response.header("X-Frame-Options") == "DENY", "\(path)")
        #expect(response.header("X-Content-Type-Options") == "nosniff", "\(path)")
      }
      let json = try await HTTP.get(port: port, path: "/inspector.json")
      #expect(json.header("Content-Type") == "application/json")
      #expect(json.header("Cache-Control") == "no-store")
      let dot = try await HTTP.get(port: port, path: "/inspector.dot")
      #expect(dot.body.hasPrefix("digraph bindings {"))
      let page = try await HTTP.get(port: port, path: "/inspector")
      #expect(page.body.contains(#"<script src="/inspector.js"></script>"#))
      #expect(!page.body.contains("<script>"))  // no inline script: the CSP allows none
    }
  }

  @Test func theInspectorsDataIsForTheServersOwnPagesOnly() async throws {
    try await withLiveServer { port in
      let cases: [(host: String?, origin: String?, status: Int)] = [
        (nil, nil, 200),
        ("localhost:\(port)", nil, 200),
        (nil, "http://127.0.0.1:\(port)", 200),
        ("rebind.example:\(port)", nil, 403),  // a rebinding host name
        ("rebind.example:\(port)", "http://rebind.example:\(port)", 403),
        (nil, "https://evil.example", 403),  // another site's page
        (nil, "null", 403),
      ]
      for path in ["/inspector.json", "/inspector.dot"] {
        for (host, origin, status) in cases {
          let response = try await HTTP.get(port: port, path: path, host: host, origin: origin)
          #expect(response.status == status, "\(path) host \(host ?? "-") origin \(origin ?? "-")")
        }
      }
    }
  }

  @Test func aServerWithoutTheInspectorLabelsNothingAndServesNoInspector() async throws {
    try await withLiveServer(inspectsBindings: false) { port in
      let index = try await HTTP.get(port: port, path: "/")
      #expect(!index.body.contains("/inspector"))
      let json = try await HTTP.get(port: port, path: "/inspector.json")
      #expect(json.status == 404)
      try await withTab(port: port, screen: "counter") { tab in
        let initial = try await tab.next()
        #expect(initial.bindingLabel == nil)
      }
    }
  }

  /// The lines of `file` (a screen's source) that call `bind(to:)`, `bidirectionalBind(to:)`
  /// or `observeNext`: where the inspector should say the screen's bindings were made.
  static func bindingCallLines(
    inScreen file: String, containing text: String? = nil, filePath: String = #filePath
  ) throws -> [Int] {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/KizunaWeb/Screens/\(file)")
    let lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.filter { index in
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      return !line.hasPrefix("//")
        && ["bind(to:", "bidirectionalBind(to:", ".observeNext"].contains { line.contains($0) }
        && text.map { line.contains($0) } ?? true
    }
    .map { $0 + 1 }
  }
}

/// A label learned inside a tab's closure and read after it.
private final class LabelBox: @unchecked Sendable {
  // Safety: written inside `withTab`'s body and read after it returns, never at once.
  var value: String?
}

/// The server's `/inspector.json` for `visitor`, decoded; asked again after 100 ms while the
/// server answers 429 (the tests that poll ask faster than a page does).
func inspectorReport(port: Int, visitor: String? = nil) async throws -> InspectorReport {
  var response = try await HTTP.get(port: port, path: "/inspector.json", visitor: visitor)
  while response.status == 429 {
    try await Task.sleep(for: .milliseconds(100))
    response = try await HTTP.get(port: port, path: "/inspector.json", visitor: visitor)
  }
  try #require(response.status == 200)
  return try JSONDecoder().decode(InspectorReport.self, from: Data(response.body.utf8))
}

/// Reads `/inspector.json` for `visitor` every 50 ms until `condition` holds of it or 30
/// seconds pass, and returns the last report read.
func polledReport(
  port: Int, visitor: String? = nil, _ condition: (InspectorReport) -> Bool
) async throws -> InspectorReport {
  let deadline = ContinuousClock.now + .seconds(30)
  var report = try await inspectorReport(port: port, visitor: visitor)
  while !condition(report), ContinuousClock.now < deadline {
    try await Task.sleep(for: .milliseconds(50))
    report = try await inspectorReport(port: port, visitor: visitor)
  }
  return report
}
