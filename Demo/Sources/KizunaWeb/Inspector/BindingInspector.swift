import Foundation
import Kizuna

/// The server side of the binding inspector: labels each session's bindings, knows which
/// sessions are open and whose browser opened them, and makes the ``InspectorReport`` and the
/// Graphviz text that `/inspector.json` and `/inspector.dot` serve.
///
/// There is one per process (``shared``), as there is one `LiveBindings`: every server in the
/// process numbers its sessions from the same counter, so a label names one session.
///
/// ```swift
/// let label = BindingInspector.shared.openSession(title: "Sign up", visitor: visitor)
/// // ... the session's bindings are made under `label`: "Sign up #1"
/// let served = BindingInspector.shared.rendition(for: .visitor(visitor))
/// BindingInspector.shared.closeSession(label)
/// ```
///
/// **Who sees what.** A report for ``Audience/visitor(_:)`` lists the bindings of that
/// visitor's sessions only (the tabs whose browser carried the same ``VisitorCookie``): open
/// ones, and closed ones until their bindings are gone, so a leak still shows. A session
/// opened without a visitor is in no visitor's report. ``Audience/everyone`` lists every
/// binding; the server serves it only when started to (`--inspect-all`).
///
/// **What it costs.** A visitor's report reads only that visitor's bindings
/// (`LiveBindings.snapshot(labeled:limit:)`), however many other sessions run; the report for
/// everyone reads every live binding. Each audience's report is made at most once per
/// ``reportMaximumAge`` however many requests ask for it, and JSON and Graphviz text are made
/// from that one report; while one request remakes a stale report, the others are served the
/// stale one.
///
/// Thread-safe.
final class BindingInspector: Sendable {
  /// The process's inspector.
  static let shared = BindingInspector()

  /// How long a report is served again before a new one is made.
  static let reportMaximumAge = Duration.milliseconds(200)

  /// Whose bindings a report lists.
  enum Audience: Hashable, Sendable {
    /// The sessions of one visitor (a ``VisitorCookie`` value); `nil` for a client that has
    /// none, who is shown no bindings.
    case visitor(String?)
    /// Every session (`--inspect-all`).
    case everyone
  }

  /// One report, ready to serve.
  struct Rendition: Sendable {
    /// The report as JSON.
    let json: String
    /// The report as Graphviz text (``InspectorReport/dot()``).
    let dot: String
  }

  /// What the inspector has done: for tests that hold its work to what it lists.
  struct Work: Sendable, Hashable {
    /// Reports made (each one a snapshot).
    var reportsMade = 0
    /// Bindings read into those reports, listed or counted.
    var bindingsRead = 0
  }

  private struct Cached {
    var madeAt: ContinuousClock.Instant
    var rendition: Rendition
  }

  private struct State {
    var lastSessionNumber = 0
    var openLabels: Set<String> = []
    /// Each visitor's sessions: open ones, and closed ones until their bindings are gone.
    var labelsByVisitor: [String: Set<String>] = [:]
    /// The visitor of each session in `labelsByVisitor`.
    var visitorByLabel: [String: String] = [:]
    /// The closed sessions still in `labelsByVisitor`, and how many there were when those
    /// whose bindings are gone were last forgotten.
    var closedLabels: Set<String> = []
    var closedAfterForgetting = 0
    var cache: [Audience: Cached] = [:]
    var countAfterPruning = 0
    var remaking: Set<Audience> = []
    var work = Work()
  }

  private let state = Lock.make(State())
  private let now: @Sendable () -> ContinuousClock.Instant

  /// Creates an inspector whose reports age by `now`.
  init(now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
    self.now = now
  }

  /// Names `source` in the inspector (`LiveBindings.name`) while recording is on: a control's
  /// property is called `#loginID.text`, as its DOM id and its name in Swift.
  ///
  /// Nothing is named while recording is off: names are for the inspector, and a server that
  /// does not inspect has no use for them.
  static func name(_ source: some AnyObject, _ name: String) {
    if LiveBindings.isRecording { LiveBindings.name(source, name) }
  }

  /// Marks `source` secret (a password field's text): the inspector reports the bindings that
  /// touch it as changed or not, without counts (``SecretSources``).
  static func markSecret(_ source: some AnyObject) {
    SecretSources.shared.mark(source)
  }

  /// What the inspector has done so far.
  var work: Work { state.withLock { $0.work } }

  /// Starts a session of the screen titled `title` for `visitor`: returns the label of its
  /// bindings, as in `Sign up #3`, and counts the session open until ``closeSession(_:)``.
  func openSession(title: String, visitor: String? = nil) -> String {
    state.withLock { state in
      state.lastSessionNumber += 1
      let label = "\(title) #\(state.lastSessionNumber)"
      state.openLabels.insert(label)
      if let visitor {
        state.labelsByVisitor[visitor, default: []].insert(label)
        state.visitorByLabel[label] = visitor
      }
      return label
    }
  }

  /// Ends the session labelled `label`: from now on its bindings should go away.
  ///
  /// A visitor's closed sessions are forgotten once their bindings are gone, when the
  /// visitor's report finds none, or when the closed sessions not yet forgotten have doubled
  /// since the last time (so that visitors who never open the inspector leave nothing behind).
  func closeSession(_ label: String) {
    let due: Set<String>? = state.withLock { state in
      state.openLabels.remove(label)
      guard state.visitorByLabel[label] != nil else { return nil }
      state.closedLabels.insert(label)
      guard state.closedLabels.count >= max(64, 2 * state.closedAfterForgetting) else {
        return nil
      }
      state.closedAfterForgetting = state.closedLabels.count  // no other thread starts too
      return state.closedLabels
    }
    guard let due else { return }
    let counts = LiveBindings.snapshot(labeled: due, limit: 0).liveCounts
    state.withLock { state in
      Self.forget(due.filter { counts[$0] == 0 }, in: &state)
      state.closedAfterForgetting = state.closedLabels.count
    }
  }

  /// The sessions the inspector keeps for visitors now, open or closed.
  var visitorSessionCount: Int { state.withLock { $0.visitorByLabel.count } }

  /// Forgets the closed sessions `labels`.
  private static func forget(_ labels: some Sequence<String>, in state: inout State) {
    for label in labels where state.closedLabels.remove(label) != nil {
      guard let visitor = state.visitorByLabel.removeValue(forKey: label) else { continue }
      state.labelsByVisitor[visitor]?.remove(label)
      if state.labelsByVisitor[visitor]?.isEmpty == true { state.labelsByVisitor[visitor] = nil }
    }
  }

  /// The live bindings `audience` may see now, grouped by session.
  func report(for audience: Audience) -> InspectorReport {
    let snapshot: BindingSnapshot
    var visitorLabels: Set<String> = []
    switch audience {
    case .everyone:
      snapshot = LiveBindings.snapshot()
    case .visitor(nil):
      snapshot = BindingSnapshot(bindings: [])
    case .visitor(let visitor?):
      visitorLabels = state.withLock { $0.labelsByVisitor[visitor] ?? [] }
      snapshot =
        visitorLabels.isEmpty
        ? BindingSnapshot(bindings: [])
        : LiveBindings.snapshot(labeled: visitorLabels, limit: InspectorReport.maximumBindings)
    }
    // Read after the snapshot: a session opened since has no bindings in it, and one closed
    // since shows as closing.
    let openLabels = state.withLock { state in
      state.work.reportsMade += 1
      state.work.bindingsRead += snapshot.bindings.count
      // A visitor's closed session is forgotten once its bindings are gone.
      Self.forget(visitorLabels.filter { snapshot.liveCounts[$0] == 0 }, in: &state)
      return audience == .everyone ? state.openLabels : state.openLabels.intersection(visitorLabels)
    }
    let candidates = snapshot.bindings.lazy.flatMap { binding in
      [binding.source.objectID, binding.targetObject?.objectID]
        + binding.upstream.map(\.source.objectID)
    }.compactMap { $0 }
    return InspectorReport(
      snapshot: snapshot, openLabels: openLabels, isRecording: LiveBindings.isRecording,
      secretSources: SecretSources.shared.secret(among: candidates))
  }

  /// ``report(for:)`` as JSON and as Graphviz text, made at most once per
  /// ``reportMaximumAge`` for each audience.
  func rendition(for audience: Audience) -> Rendition {
    let start = now()
    let served: Rendition? = state.withLock { state in
      guard let cached = state.cache[audience] else { return nil }
      if start - cached.madeAt < Self.reportMaximumAge { return cached.rendition }
      // Stale: one request remakes it, the others are served the stale one meanwhile.
      return state.remaking.insert(audience).inserted ? nil : cached.rendition
    }
    if let served { return served }
    let report = report(for: audience)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    // Encoding these plain structs cannot fail.
    let json = String(decoding: try! encoder.encode(report), as: UTF8.self)
    let rendition = Rendition(json: json, dot: report.dot())
    state.withLock { state in
      state.remaking.remove(audience)
      // Reports of audiences no one asked for lately are dropped when the cache has doubled.
      if state.cache.count >= max(64, 2 * state.countAfterPruning) {
        state.cache = state.cache.filter { start - $0.value.madeAt < Self.reportMaximumAge }
        state.countAfterPruning = state.cache.count
      }
      state.cache[audience] = Cached(madeAt: start, rendition: rendition)
    }
    return rendition
  }
}
