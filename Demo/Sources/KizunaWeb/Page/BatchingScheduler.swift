public import Kizuna

/// A scheduler that runs each piece of work as one batch of its page's changes.
///
/// Sessions hand this to their screen, so that everything a finished request changes (the
/// indicator, the report, a cleared field) reaches the browser as one batch.
///
/// ```swift
/// let scheduler = BatchingScheduler(base: DispatchQueueScheduler(), page: page)
/// ```
///
/// Work runs where `base` runs it.
public final class BatchingScheduler: SignalScheduler {
  private let base: any SignalScheduler
  private weak let page: WebPage?

  /// Creates a scheduler batching `page`'s changes around the work `base` runs.
  public init(base: any SignalScheduler, page: WebPage) {
    self.base = base
    self.page = page
  }

  /// The base scheduler's time.
  public var now: Duration { base.now }

  /// Runs `work` soon, as one batch.
  public func execute(_ work: @escaping @Sendable () -> Void) {
    base.execute { [weak page] in Self.run(work, on: page) }
  }

  /// Runs `work` after `delay`, as one batch.
  @discardableResult
  public func schedule(
    after delay: Duration, _ work: @escaping @Sendable () -> Void
  )
    -> any Disposable
  {
    base.schedule(after: delay) { [weak page] in Self.run(work, on: page) }
  }

  private static func run(_ work: () -> Void, on page: WebPage?) {
    if let page { page.performBatch(work) } else { work() }
  }
}
