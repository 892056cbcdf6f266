#if canImport(Darwin)
  internal import Atomics
#else
  internal import Synchronization
#endif

// One binding made while recording was on: where, what kind, on what, and whether it still
// runs. Not API; `LiveBindings` and `BindingRecording` turn records into `LiveBinding` values.

/// What a record knows of the source an entry point was called on.
struct RecordedSource: Sendable {
  let typeName: String
  /// Set for class sources (subjects, observables, arrays); a signal is a value.
  let objectID: ObjectIdentifier?

  init(type: Any.Type, objectID: ObjectIdentifier?) {
    typeName = String(describing: type)
    self.objectID = objectID
  }
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
  let target: String?
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
  }

  init(
    id: Int, kind: BindingKind, site: BindingSite, source: RecordedSource, target: String?,
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

  func adopt(_ child: BindingRecord) {
    state.withLock { $0.children.append(child) }
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

  /// The records at the ends of this one's tree: the sources the binding really observes.
  var leaves: [BindingRecord] {
    let children = self.children
    if children.isEmpty { return [self] }
    return children.flatMap(\.leaves)
  }
}

/// Held by the observer the recorder wraps; its release means the source let go of the
/// observer, so the binding no longer runs.
final class BindingToken: Sendable {
  let record: BindingRecord
  init(_ record: BindingRecord) { self.record = record }
  deinit { record.tokenAlive.store(false, ordering: .releasing) }
}
