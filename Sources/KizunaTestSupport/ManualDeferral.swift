/// Work deferred "until the current callback has returned", run when the test says so: the
/// main run loop of a table test.
///
/// Pass ``deferral`` to `TableBinder/init(table:configuration:deferral:)`; after simulating a
/// table callback (a user's move), call ``runAll()`` to play the next turns of the run loop.
///
/// ```swift
/// let later = ManualDeferral()
/// let binder = TableBinder<String, Int>(table: oracle, deferral: later.deferral)
/// oracle.simulateUserMove(from: from, to: to)
/// binder.userMovedRow(from: from, to: to)   // reactions to the move wait...
/// later.runAll()                             // ...until the callback has returned
/// ```
@MainActor
public final class ManualDeferral {
  private var waiting: [@MainActor @Sendable () -> Void] = []

  /// Creates an empty queue.
  public init() {}

  /// How many pieces of work wait.
  public var count: Int { waiting.count }

  /// Queues `work` to run at the next ``runAll()``.
  public func enqueue(_ work: @escaping @MainActor @Sendable () -> Void) {
    waiting.append(work)
  }

  /// The queue as a `TableBinder/Deferral`.
  public var deferral: @MainActor (@escaping @MainActor @Sendable () -> Void) -> Void {
    { [self] work in self.enqueue(work) }
  }

  /// Runs waiting work in order, including work queued while it runs, until none is left.
  public func runAll() {
    while !waiting.isEmpty {
      let work = waiting.removeFirst()
      work()
    }
  }
}
