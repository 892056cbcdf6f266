internal import CKizunaPlatform

#if canImport(Darwin)
  public import Atomics
#else
  public import Synchronization
#endif

// The switch and the registry behind `LiveBindings`. Entry points check `isOn` and call in
// here only while recording is on.
//
// Recording is compiled into debug builds (DEBUG) and into release builds that enable the
// package trait `BindingInspector`; there `isOn` is one relaxed atomic load. In other release
// builds `isOn` is the constant `false`, so the optimizer removes every recording path and an
// entry point compiles to exactly what it was without the inspector (the performance gate
// measures that build). A recording path that merely exists costs something even when it does
// not run: an observer closure that two paths use can no longer be specialized into the
// library's code, so a context-free observer is called through its context, one retain and
// release more per event (docs/benchmarks.md, "The binding inspector", has the counts).

/// How many reasons there are to record: `LiveBindings.isRecording` counts one, each running
/// `BindingRecording.record` one more. Zero means off.
@usableFromInline let bindingRecordingSwitches = PendingCount(0)

/// Records bindings made at the public entry points while recording is on.
@usableFromInline
package enum BindingRecorder {
  /// Whether recording is compiled in: in debug builds, and in release builds with the
  /// `BindingInspector` trait.
  @inlinable package static var isCompiledIn: Bool {
    #if DEBUG || BindingInspector
      true
    #else
      false
    #endif
  }

  /// Whether entry points record: one relaxed load where recording is compiled in, the
  /// constant `false` elsewhere.
  @inlinable package static var isOn: Bool {
    #if DEBUG || BindingInspector
      bindingRecordingSwitches.load(ordering: .relaxed) != 0
    #else
      false
    #endif
  }

  /// The record whose entry point (or delivery) is running on this thread: subscriptions made
  /// inside it are its inner edges, not bindings of their own.
  static var parent: BindingRecord? {
    guard let pointer = kizuna_binding_parent() else { return nil }
    return Unmanaged<BindingRecord>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` with `record` as this thread's ``parent`` (being made, or delivering an event
  /// when `isDelivering`), then restores the one before.
  ///
  /// Safety of the unretained pointer: `record` is kept alive for the whole of `body`
  /// (`withExtendedLifetime`), and the pointer is replaced by the previous one before this
  /// frame returns, so ``parent`` never reads a record that was freed; it is per thread.
  static func withParent<Result>(
    _ record: BindingRecord?, isDelivering: Bool, _ body: () throws -> Result
  ) rethrows -> Result {
    let saved = kizuna_binding_parent()
    let savedIsDelivering = kizuna_binding_parent_is_delivering()
    kizuna_set_binding_parent(
      record.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) },
      isDelivering ? 1 : 0)
    defer { kizuna_set_binding_parent(saved, savedIsDelivering) }
    return try withExtendedLifetime(record) { try body() }
  }

  /// The recording that attributes bindings made in its scope.
  @TaskLocal static var recording: BindingRecording?

  /// The label given by `LiveBindings.withLabel`.
  @TaskLocal static var label: String?

  /// `work`, made to run in the recording and with the label of the caller when recording is
  /// on; `work` itself otherwise (always, where recording is compiled out). Every Kizuna
  /// scheduler passes the work it queues through it: bindings that queued work makes belong
  /// where the work came from, as they would in a child task, even when the work runs on a
  /// queue's thread or in a drain that someone else started.
  @inlinable package static func carryingScopeIfRecording(
    _ work: @escaping @Sendable () -> Void
  ) -> @Sendable () -> Void {
    _slowPath(isOn) ? carryingScope(work) : work
  }

  /// `work`, made to run in the recording and with the label of the caller.
  @usableFromInline
  static func carryingScope(_ work: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
    let recording = self.recording
    let label = self.label
    // Carried even when both are nil: the work must not take the scope of whoever runs it
    // (a TestScheduler advanced inside another recording).
    return {
      $recording.withValue(recording) { $label.withValue(label) { work() } }
    }
  }

  struct Registry: Sendable {
    var records: [BindingRecord] = []
    /// The same records by label, oldest first: a labelled snapshot reads only its labels'.
    var recordsByLabel: [String: [BindingRecord]] = [:]
    var nextID = 1
    var recordsPruning = AmortizedPruning(minimum: 1024)
    /// Names given to source objects, checked against a weak reference when read.
    var names: [ObjectIdentifier: NamedObject] = [:]
    var namesPruning = AmortizedPruning(minimum: 64)
  }

  static let registry = Lock.make(Registry())

  /// The identity of `source` if it is an object; `nil` for a value (a signal).
  @inlinable package static func objectID<Source>(of source: Source) -> ObjectIdentifier? {
    Source.self is AnyClass ? ObjectIdentifier(source as AnyObject) : nil
  }

  /// The identity of `value` if it is an object, whatever its static type.
  @inlinable static func objectID(ofAny value: Any) -> ObjectIdentifier? {
    type(of: value) is AnyClass ? ObjectIdentifier(value as AnyObject) : nil
  }

  // The entry points below are inlined into their callers, so that the source, the target and
  // the closures never reach code the optimizer cannot see: a source that does not escape
  // otherwise stays where the optimizer put it (on the stack, in a benchmark) while recording
  // is off. Only the source's type and identity go to the recorder.

  /// Records a binding that observes `source` with `observer`: wraps the observer to count
  /// its events and to know when the source lets go of it, and starts it with `start`.
  @inlinable
  package static func record<Source, Argument>(
    _ kind: BindingKind, at site: BindingSite, on source: Source,
    observer: @escaping @Sendable (Argument) -> Void,
    start: (@escaping @Sendable (Argument) -> Void) -> any Disposable
  ) -> any Disposable {
    record(
      kind, at: site, sourceType: type(of: source), sourceID: objectID(of: source),
      observer: observer, start: start)
  }

  @usableFromInline
  static func record<Argument>(
    _ kind: BindingKind, at site: BindingSite, sourceType: Any.Type, sourceID: ObjectIdentifier?,
    observer: @escaping @Sendable (Argument) -> Void,
    start: (@escaping @Sendable (Argument) -> Void) -> any Disposable
  ) -> any Disposable {
    let source = RecordedSource(type: sourceType, objectID: sourceID)
    let record = makeRecord(kind, at: site, on: source, target: nil, hasToken: true)
    let token = BindingToken(record)
    // What an app's observer subscribes is a binding of its own; what an operator's observer
    // subscribes (switchToLatest's next inner signal, flatMap's) is part of the same binding.
    let parentWhileObserving = site.isInsideKizuna ? record : nil
    let counted: @Sendable (Argument) -> Void = { argument in
      token.record.events.wrappingAdd(1, ordering: .relaxed)
      BindingRecorder.withParent(parentWhileObserving, isDelivering: true) { observer(argument) }
    }
    let disposable = withParent(record, isDelivering: false) { start(counted) }
    record.register(disposable)
    return disposable
  }

  /// Records a binding made by `body` (a `bind`, a two-way binding, a table binding): the
  /// subscriptions `body` makes are its inner edges.
  @inlinable
  static func record<Source>(
    _ kind: BindingKind, at site: BindingSite, on source: Source, target: Any?,
    body: () -> any Disposable
  ) -> any Disposable {
    record(
      kind, at: site, sourceType: type(of: source), sourceID: objectID(of: source),
      targetType: target.map { type(of: $0) }, targetID: target.flatMap(objectID(ofAny:)),
      body: body)
  }

  @usableFromInline
  static func record(
    _ kind: BindingKind, at site: BindingSite, sourceType: Any.Type, sourceID: ObjectIdentifier?,
    targetType: Any.Type?, targetID: ObjectIdentifier?, body: () -> any Disposable
  ) -> any Disposable {
    let source = RecordedSource(type: sourceType, objectID: sourceID)
    let target = targetType.map { RecordedSource(type: $0, objectID: targetID) }
    let record = makeRecord(kind, at: site, on: source, target: target, hasToken: false)
    let disposable = withParent(record, isDelivering: false) { body() }
    record.register(disposable)
    return disposable
  }

  /// Main-actor form of ``record(_:at:on:target:body:)``.
  @inlinable @MainActor
  static func recordOnMainActor<Source>(
    _ kind: BindingKind, at site: BindingSite, on source: Source, target: Any?,
    body: @MainActor () -> any Disposable
  ) -> any Disposable {
    // `record` runs `body` synchronously, on this thread: still the main actor.
    record(kind, at: site, on: source, target: target) { MainActor.assumeIsolated { body() } }
  }

  private static func makeRecord(
    _ kind: BindingKind, at site: BindingSite, on source: RecordedSource,
    target: RecordedSource?, hasToken: Bool
  ) -> BindingRecord {
    // Every subscription made while a binding is being made is part of it (an app's own
    // signal type may subscribe in its `observe`). While a binding delivers an event, what
    // Kizuna's operators subscribe (switchToLatest's next inner signal) is part of it, and
    // what the app's code subscribes (a table cell configured during the delivery) is a
    // binding of its own.
    let isDelivering = kizuna_binding_parent_is_delivering() != 0
    let parent = isDelivering && !site.isInsideKizuna ? nil : self.parent
    let id = registry.withLock { registry in
      defer { registry.nextID += 1 }
      return registry.nextID
    }
    let record = BindingRecord(
      id: id, kind: kind, site: site, source: source, target: target,
      recording: parent?.recording ?? recording, label: parent?.label ?? label,
      hasToken: hasToken)
    if let parent {
      parent.adopt(record)
    } else {
      let sweep = registry.withLock { registry in
        registry.records.append(record)
        if let label = record.label { registry.recordsByLabel[label, default: []].append(record) }
        return registry.recordsPruning.isDue(count: registry.records.count)
      }
      if sweep { self.sweep() }
    }
    return record
  }

  /// Forgets the records of bindings that ended, and the names of objects that are gone.
  static func sweep() {
    let records = registry.withLock { registry in
      // Counted as pruned now, so that threads adding records meanwhile do not sweep too.
      registry.recordsPruning.pruned(leaving: registry.records.count)
      return registry.records
    }
    let ended = Set(records.filter { !$0.isAlive }.map(\.id))
    guard !ended.isEmpty else { return }
    registry.withLock { registry in
      registry.records.removeAll { ended.contains($0.id) }
      registry.recordsPruning.pruned(leaving: registry.records.count)
      for (label, records) in registry.recordsByLabel {
        let live = records.filter { !ended.contains($0.id) }
        registry.recordsByLabel[label] = live.isEmpty ? nil : live
      }
      registry.names = registry.names.filter { $0.value.object != nil }
      registry.namesPruning.pruned(leaving: registry.names.count)
    }
  }

  /// The live top-level records, oldest first.
  static func liveRecords() -> [BindingRecord] {
    sweep()
    return registry.withLock { $0.records }.filter(\.isAlive)
  }

  /// The live top-level records that carry one of `labels`, oldest first, at most `limit` of
  /// them, and how many live records each of those labels has, listed or not.
  ///
  /// Only the records of `labels` are read (plus those that ended since the last sweep):
  /// `visited` counts them, for the tests that hold it to that.
  ///
  /// - Complexity: O(*m* log *m*) for the *m* records of `labels`, whatever the others.
  static func liveRecords(
    labeled labels: Set<String>, limit: Int, visited: inout Int
  ) -> (records: [BindingRecord], counts: [String: Int]) {
    let lists = registry.withLock { registry in
      labels.compactMap { label in registry.recordsByLabel[label].map { (label, $0) } }
    }
    var live: [BindingRecord] = []
    var counts: [String: Int] = [:]
    for (label, records) in lists {
      visited += records.count
      let alive = records.filter(\.isAlive)
      counts[label] = alive.count
      live += alive
    }
    live.sort { $0.id < $1.id }
    return (Array(live.prefix(limit)), counts)
  }

  static func name(of id: ObjectIdentifier?) -> String? {
    guard let id else { return nil }
    return registry.withLock { registry in
      guard let named = registry.names[id], named.object != nil else { return nil }
      return named.name
    }
  }

  /// Names `object` where recording is compiled in; the names of objects that are gone are
  /// dropped when an `AmortizedPruning` says so (amortized O(1)).
  static func setName(_ name: String, of object: AnyObject) {
    guard isCompiledIn else { return }
    registry.withLock { registry in
      registry.names[ObjectIdentifier(object)] = NamedObject(object, name: name)
      guard registry.namesPruning.isDue(count: registry.names.count) else { return }
      registry.names = registry.names.filter { $0.value.object != nil }
      registry.namesPruning.pruned(leaving: registry.names.count)
    }
  }

  static func turnOn() { bindingRecordingSwitches.wrappingAdd(1, ordering: .relaxed) }
  static func turnOff() { bindingRecordingSwitches.wrappingSubtract(1, ordering: .relaxed) }
}

/// A name given to a source object, valid while the object lives.
struct NamedObject: @unchecked Sendable {
  // Safety: `object` is only compared with nil (a weak load, atomic in the Swift runtime); the
  // object itself is never read or called, so no state of it crosses threads.
  weak var object: AnyObject?
  let name: String

  init(_ object: AnyObject, name: String) {
    self.object = object
    self.name = name
  }
}
