#if canImport(Darwin)
  internal import Atomics
#else
  internal import Synchronization
#endif

/// The bindings that are running now, with the line of code that made each: Kizuna's binding
/// inspector.
///
/// Recording is compiled into debug builds, and into release builds of a package that enables
/// Kizuna's `BindingInspector` trait (``isAvailable``); other release builds contain no trace
/// of it. Where it is compiled in, it is off until asked for, and then costs one relaxed atomic
/// load per call to an entry point (`observe`, `observeNext`, `bind`, `bidirectionalBind`, a
/// table binding). Turn it on for the whole program with ``isRecording``, or for a scope with a
/// ``BindingRecording`` (KizunaTestSupport's `expectNoLeaks` uses one). While it is on, each
/// entry point records its call site, the type of the source (and a name given with
/// ``name(_:_:)``), the target's type, and counts the events each binding receives; see
/// docs/benchmarks.md for the cost.
///
/// ```swift
/// LiveBindings.isRecording = true
/// let email = Observable("")
/// LiveBindings.name(email, "email")
/// let bag = DisposeBag()
/// email.observeNext { print($0) }.dispose(in: bag)  // prints ""
/// print(LiveBindings.snapshot().bindings.count)       // prints "1"
/// bag.dispose()
/// print(LiveBindings.snapshot().bindings.count)       // prints "0"
/// LiveBindings.isRecording = false
/// ```
///
/// Subscriptions that Kizuna's operators and adapters make for a binding are its inner edges
/// (``LiveBinding/upstream``), not bindings of their own. A binding made inside a value
/// observer is one of its own. Bindings made while recording was off are not listed.
public enum LiveBindings {
  private static let explicitSwitch = ActiveFlag(false)

  /// Whether this build can record: `true` in debug builds and in release builds with the
  /// `BindingInspector` trait; `false` in other release builds, where ``isRecording`` stays
  /// `false` and snapshots are empty.
  public static var isAvailable: Bool { BindingRecorder.isCompiledIn }

  /// Whether every entry point records, program-wide. Off by default; setting it does nothing
  /// where recording is not compiled in (``isAvailable``).
  public static var isRecording: Bool {
    get { explicitSwitch.load(ordering: .relaxed) }
    set {
      guard isAvailable else { return }
      let old = explicitSwitch.exchange(newValue, ordering: .relaxed)
      if old == newValue { return }
      if newValue { BindingRecorder.turnOn() } else { BindingRecorder.turnOff() }
    }
  }

  /// The live bindings made while recording was on, oldest first.
  public static func snapshot() -> BindingSnapshot {
    BindingSnapshot(records: BindingRecorder.liveRecords())
  }

  /// The live bindings that carry one of `labels`, oldest first, at most `limit` of them.
  ///
  /// Only those labels' bindings are read, so the cost does not grow with the bindings other
  /// labels (other screens, other users) hold: a server can show each user the bindings of
  /// their own screens however many others run. ``BindingSnapshot/liveCounts`` says how many
  /// live bindings each of `labels` has, listed or not.
  ///
  /// ```swift
  /// LiveBindings.isRecording = true
  /// let name = Observable("")
  /// let bag = DisposeBag()
  /// LiveBindings.withLabel("Login #1") { name.observeNext { _ in }.dispose(in: bag) }
  /// LiveBindings.withLabel("Login #2") { name.observeNext { _ in }.dispose(in: bag) }
  /// let mine = LiveBindings.snapshot(labeled: ["Login #1"], limit: 10)
  /// print(mine.bindings.count, mine.liveCounts)  // prints 1 ["Login #1": 1]
  /// LiveBindings.isRecording = false
  /// ```
  ///
  /// - Parameters:
  ///   - labels: The labels given with ``withLabel(_:_:)`` whose bindings are wanted.
  ///   - limit: The most bindings listed.
  /// - Returns: The bindings, and the live count of each label (a label with none has 0).
  /// - Complexity: O(*m* log *m*) for the *m* bindings that carry `labels`, plus those that
  ///   ended since the recorder last dropped ended ones.
  public static func snapshot(labeled labels: Set<String>, limit: Int) -> BindingSnapshot {
    precondition(limit >= 0, "LiveBindings.snapshot: limit \(limit) is negative")
    var visited = 0
    let (records, counts) = BindingRecorder.liveRecords(
      labeled: labels, limit: limit, visited: &visited)
    var liveCounts = counts
    for label in labels where liveCounts[label] == nil { liveCounts[label] = 0 }
    return BindingSnapshot(records: records, liveCounts: liveCounts)
  }

  /// Names `source` in snapshots and leak reports (as in `Observable<String> "email"`), for
  /// as long as it lives; nothing is kept where recording is not compiled in (``isAvailable``).
  ///
  /// - Parameters:
  ///   - source: A subject, observable or observable array.
  ///   - name: What to call it.
  public static func name(_ source: some AnyObject, _ name: String) {
    BindingRecorder.setName(name, of: source)
  }

  /// Runs `body` with `label` on every binding it makes, so that a snapshot can tell which
  /// screen (or request, or test) made which binding.
  ///
  /// - Parameters:
  ///   - label: The label of the bindings made in `body`, in the tasks it starts and in
  ///     the work it queues on Kizuna's schedulers.
  ///   - body: The code that makes the bindings.
  /// - Returns: What `body` returns.
  public static func withLabel<Result>(
    _ label: String, _ body: () throws -> Result
  ) rethrows -> Result {
    try BindingRecorder.$label.withValue(label, operation: body)
  }

  /// Runs `body` with `label` on every binding it makes; the asynchronous form.
  ///
  /// - Parameters:
  ///   - label: The label of the bindings made in `body`, in the tasks it starts and in
  ///     the work it queues on Kizuna's schedulers.
  ///   - isolation: Where `body` runs; the caller's isolation by default.
  ///   - body: The code that makes the bindings.
  /// - Returns: What `body` returns.
  public static func withLabel<Result>(
    _ label: String, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await BindingRecorder.$label.withValue(label, operation: body)
  }
}
