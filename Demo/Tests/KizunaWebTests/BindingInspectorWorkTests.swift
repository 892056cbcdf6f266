import Foundation
import Kizuna
import KizunaTestSupport
import NIOConcurrencyHelpers
import Testing

@testable import KizunaWeb

/// The inspector's work per request, counted (not timed): a visitor's report reads that
/// visitor's bindings only, however many others are live, and one report serves every request
/// of its audience for `reportMaximumAge`, as JSON and as Graphviz text.
@Suite(.hangGuard) struct BindingInspectorWorkTests {
  /// A clock the test moves by hand.
  final class ManualClock: Sendable {
    private let instant = NIOLockedValueBox(ContinuousClock.now)
    var now: ContinuousClock.Instant { instant.withLockedValue { $0 } }
    func advance(by duration: Duration) { instant.withLockedValue { $0 += duration } }
  }

  @Test(arguments: [10, 3_000])
  func aVisitorsReportReadsOnlyThatVisitorsBindings(othersBindings: Int) {
    LiveBindings.isRecording = true  // as the demo server leaves it
    let clock = ManualClock()
    let inspector = BindingInspector(now: { clock.now })
    let value = Observable(0)
    let bag = DisposeBag()
    // Titles of their own: each inspector numbers its sessions from 1, and the cases run at
    // once in one process.
    let mine = inspector.openSession(
      title: "Mine \(othersBindings)", visitor: "visitor-\(othersBindings)")
    let theirs = inspector.openSession(
      title: "Theirs \(othersBindings)", visitor: "other-\(othersBindings)")
    LiveBindings.withLabel(mine) {
      for _ in 0..<5 { value.observeNext { _ in }.dispose(in: bag) }
    }
    LiveBindings.withLabel(theirs) {
      for _ in 0..<othersBindings { value.observeNext { _ in }.dispose(in: bag) }
    }
    for _ in 0..<1_000 {
      _ = inspector.rendition(for: .visitor("visitor-\(othersBindings)"))
    }
    // One report for a thousand requests, and it read the visitor's five bindings only.
    #expect(inspector.work == BindingInspector.Work(reportsMade: 1, bindingsRead: 5))
    let report = inspector.report(for: .visitor("visitor-\(othersBindings)"))
    #expect(report.groups.map(\.label) == [mine])
    #expect(report.total == 5)
    #expect(inspector.work.bindingsRead == 10)
  }

  @Test func aReportIsRemadeOnlyOnceItIsOlderThanItsMaximumAge() {
    let clock = ManualClock()
    let inspector = BindingInspector(now: { clock.now })
    let first = inspector.rendition(for: .everyone)
    for _ in 0..<100 { _ = inspector.rendition(for: .everyone) }
    clock.advance(by: BindingInspector.reportMaximumAge / 2)
    // Opening and closing sessions no longer throws the report away.
    inspector.closeSession(inspector.openSession(title: "Counter"))
    for _ in 0..<100 { _ = inspector.rendition(for: .everyone) }
    #expect(inspector.work.reportsMade == 1)
    clock.advance(by: BindingInspector.reportMaximumAge)
    let second = inspector.rendition(for: .everyone)
    #expect(inspector.work.reportsMade == 2)
    // JSON and Graphviz text come from the one report.
    #expect(first.dot.hasPrefix("digraph bindings {"))
    #expect(second.json.contains("\"isRecording\""))
  }

  @Test func theClosedSessionsOfAVisitorWhoNeverAsksAreForgotten() {
    let inspector = BindingInspector()
    for _ in 0..<1_000 {
      inspector.closeSession(inspector.openSession(title: "Counter", visitor: "quiet"))
    }
    #expect(inspector.visitorSessionCount < 64)
    let open = inspector.openSession(title: "Counter", visitor: "quiet")
    for _ in 0..<200 {
      inspector.closeSession(inspector.openSession(title: "Counter", visitor: "quiet"))
    }
    // An open session is kept, whatever its bindings.
    #expect(inspector.report(for: .visitor("quiet")).groups.isEmpty)
    inspector.closeSession(open)
    #expect(inspector.visitorSessionCount < 64)
  }

  @Test func theGraphvizTextIsTheReportsBindingsAndCounts() throws {
    LiveBindings.isRecording = true  // as the demo server leaves it
    let inspector = BindingInspector()
    let value = Observable(0)
    let bag = DisposeBag()
    let label = inspector.openSession(title: "Graph", visitor: "graph-visitor")
    LiveBindings.name(value, "count")
    LiveBindings.withLabel(label) { value.observeNext { _ in }.dispose(in: bag) }
    value.value = 1
    value.value = 2
    let report = inspector.report(for: .visitor("graph-visitor"))
    let binding = try #require(report.groups.first?.bindings.first)
    let dot = report.dot()
    #expect(dot.contains(#"[shape=box, label="Observable<Int> \"count\""];"#))
    #expect(dot.contains("-> b\(binding.id) [label=\"3\"];"))
    #expect(dot.contains("[\(label)]"))
  }
}
