import Foundation
import Kizuna

/// The server side of the binding inspector: labels each session's bindings, knows which
/// sessions are open, and makes the ``InspectorReport`` and the Graphviz text that
/// `/inspector.json` and `/inspector.dot` serve.
///
/// There is one per process (``shared``), as there is one `LiveBindings`: every server in the
/// process numbers its sessions from the same counter, so a label names one session.
///
/// ```swift
/// let label = BindingInspector.shared.openSession(title: "Sign up")  // "Sign up #1"
/// // ... the session's bindings are made under `label`
/// BindingInspector.shared.closeSession(label)
/// ```
///
/// Thread-safe.
final class BindingInspector: Sendable {
  /// The process's inspector.
  static let shared = BindingInspector()

  /// How long a report is served again before a new one is made: however many inspector tabs
  /// poll, the server takes at most one snapshot per interval (opening or closing a session
  /// makes the next request take a new one).
  static let reportMaximumAge = Duration.milliseconds(200)

  /// The most UTF-8 bytes of the Graphviz text; bindings are left out (the newest first)
  /// until it fits.
  static let maximumDOTBytes = 1 << 20

  private struct State {
    var lastSessionNumber = 0
    var openLabels: Set<String> = []
    var cachedReport: (madeAt: ContinuousClock.Instant, json: String)?
  }

  private let state = Lock.make(State())
  private let clock = ContinuousClock()

  /// Names `source` in the inspector (`LiveBindings.name`) while recording is on: a control's
  /// property is called `#loginID.text`, as its DOM id and its name in Swift.
  ///
  /// Nothing is named while recording is off: names are for the inspector, and a server that
  /// does not inspect has no use for them.
  static func name(_ source: some AnyObject, _ name: String) {
    if LiveBindings.isRecording { LiveBindings.name(source, name) }
  }

  /// Starts a session of the screen titled `title`: returns the label of its bindings, as in
  /// `Sign up #3`, and counts the session open until ``closeSession(_:)``.
  func openSession(title: String) -> String {
    state.withLock { state in
      state.lastSessionNumber += 1
      let label = "\(title) #\(state.lastSessionNumber)"
      state.openLabels.insert(label)
      state.cachedReport = nil
      return label
    }
  }

  /// Ends the session labelled `label`: from now on its bindings should go away.
  func closeSession(_ label: String) {
    state.withLock { state in
      state.openLabels.remove(label)
      state.cachedReport = nil
    }
  }

  /// The live bindings now, grouped by session.
  func report() -> InspectorReport {
    let snapshot = LiveBindings.snapshot()
    // Read after the snapshot: a session opened since has no bindings in it, and one closed
    // since shows as closing.
    let openLabels = state.withLock { $0.openLabels }
    return InspectorReport(
      snapshot: snapshot, openLabels: openLabels, isRecording: LiveBindings.isRecording)
  }

  /// ``report()`` as JSON, made at most once per ``reportMaximumAge``.
  func reportJSON() -> String {
    let now = clock.now
    let cached = state.withLock { $0.cachedReport }
    if let cached, now - cached.madeAt < Self.reportMaximumAge { return cached.json }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    // Encoding these plain structs cannot fail.
    let json = String(decoding: try! encoder.encode(report()), as: UTF8.self)
    state.withLock { $0.cachedReport = (now, json) }
    return json
  }

  /// The live bindings as a Graphviz graph (`BindingSnapshot.dot()`): at most
  /// ``InspectorReport/maximumBindings`` of them (the oldest), in at most ``maximumDOTBytes``.
  func dot() -> String {
    var bindings = Array(LiveBindings.snapshot().bindings.prefix(InspectorReport.maximumBindings))
    while true {
      let text = BindingSnapshot(bindings: bindings).dot()
      if text.utf8.count <= Self.maximumDOTBytes || bindings.isEmpty { return text }
      bindings.removeLast(bindings.count / 2 + 1)
    }
  }
}
