#if canImport(Darwin)
  internal import Atomics
#else
  internal import Synchronization
#endif

// One binding made while recording was on: where, what kind, on what, and whether it still
// runs. Not API; `LiveBindings` and `BindingRecording` turn records into `LiveBinding` values.

/// What a record knows of the source an entry point was called on.
struct RecordedSource: Sendable {
  /// The source's type; its name is made when a snapshot asks (demangling is not cheap).
  let type: Any.Type
  /// Set for class sources (subjects, observables, arrays); a signal is a value.
  let objectID: ObjectIdentifier?

  var typeName: String { String(describing: type) }
}

/// A binding made while recording was on.
///
/// It is alive while its observer is still held by the source it observes (the token the
/// recorder wraps into the observer has not been released), or while one of the inner
/// subscriptions made for it is; it is over once its disposable says it is disposed. A record
/// without an observer of its own and without inner subscriptions falls back to its disposable:
/// alive while that object exists.
final class BindingRecord: Sendable {
  let id: Int
  let kind: BindingKind
  let site: BindingSite
  let source: RecordedSource
  let target: RecordedSource?
  let recording: BindingRecording?
  let label: String?
  let hasToken: Bool
  /// Events delivered to the observer this record wraps.
  let events = PendingCount(0)
  let tokenAlive = ActiveFlag(true)
  private let state = Lock.make(State())

  private struct State: Sendable {
    var registeredDisposable = false
    weak var disposable: (any Disposable)?
    var children: [BindingRecord] = []
    var childrenPruning = AmortizedPruning(minimum: 16)
  }

  init(
    id: Int, kind: BindingKind, site: BindingSite, source: RecordedSource,
    target: RecordedSource?,
    recording: BindingRecording?, label: String?, hasToken: Bool
  ) {
    self.id = id
    self.kind = kind
    self.site = site
    self.source = source
    self.target = target
    self.recording = recording
    self.label = label
    self.hasToken = hasToken
  }

  func register(_ disposable: any Disposable) {
    state.withLock { state in
      state.registeredDisposable = true
      state.disposable = disposable
    }
  }

  /// Adds an inner edge. The edges that ended are dropped when an `AmortizedPruning` says
  /// so, so an operator that subscribes again and again (`switchToLatest`) keeps a
  /// list as long as its live edges, amortized.
  func adopt(_ child: BindingRecord) {
    let children: [BindingRecord]? = state.withLock { state in
      state.children.append(child)
      guard state.childrenPruning.isDue(count: state.children.count) else { return nil }
      state.childrenPruning.pruned(leaving: state.children.count)
      return state.children
    }
    guard let children else { return }
    let ended = Set(children.filter { !$0.isAlive }.map(\.id))
    guard !ended.isEmpty else { return }
    state.withLock { state in
      state.children.removeAll { ended.contains($0.id) }
      state.childrenPruning.pruned(leaving: state.children.count)
    }
  }

  var children: [BindingRecord] { state.withLock { $0.children } }

  var eventCount: Int { events.load(ordering: .relaxed) }

  /// Whether the binding still runs (see the type's comment).
  var isAlive: Bool {
    let (registered, disposable, children) = state.withLock {
      ($0.registeredDisposable, $0.disposable, $0.children)
    }
    // Still being made: its entry point has not returned yet.
    if !registered { return true }
    if let disposable, disposable.isDisposed { return false }
    if hasToken && tokenAlive.load(ordering: .acquiring) { return true }
    if children.contains(where: \.isAlive) { return true }
    if !hasToken && children.isEmpty { return disposable != nil }
    return false
  }

  /// The live subscriptions made for this binding that observe an object (a subject, an
  /// observable, an array), in the order they were made, and the live ends of the tree (a
  /// signal of the app's own); the binding itself when it made none. The signals operators pass
  /// values through in between are left out.
  var edges: [BindingRecord] {
    let children = self.children.filter(\.isAlive)
    if children.isEmpty { return [self] }
    return children.flatMap { child in
      let below = child.children.filter(\.isAlive).isEmpty ? [] : child.edges
      return (child.source.objectID != nil || below.isEmpty ? [child] : []) + below
    }
  }
}

/// Held by the observer the recorder wraps; its release means the source let go of the
/// observer, so the binding no longer runs.
final class BindingToken: Sendable {
  let record: BindingRecord
  init(_ record: BindingRecord) { self.record = record }
  deinit { record.tokenAlive.store(false, ordering: .releasing) }
}
