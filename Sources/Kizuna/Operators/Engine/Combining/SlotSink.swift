/// Where the observer of one source of a multi-source operator reports to.
///
/// Code that iterates a parameter pack runs generically (each element has its own type), so
/// the per-source observers are generic code. To keep the operator's real work specialized,
/// the operator makes its sink in specialized code, and a source's observer only stores the
/// value in its slot, inside the closure it hands to the sink, which runs it under the
/// operator's lock.
///
/// Invariant: immutable; a closure handed to ``value`` or ``completed`` runs at most once
/// (`zip` skips it once finished, `with(latestFrom:)` ignores completions), and only under
/// the operator's lock; the sink is called on the thread of the source that reports, outside
/// any lock.
@usableFromInline struct SlotSink<Failure: Error>: Sendable {
  /// A value arrived; the closure stores it (under the lock) and returns whether the slot
  /// was empty before.
  @usableFromInline let value: @Sendable (_ store: () -> Bool) -> Void
  /// The source completed; the closure marks the slot (under the lock) and returns, for a
  /// latest-value slot, whether it was not completed before, and for a buffer, whether it
  /// has nothing left to pair.
  @usableFromInline let completed: @Sendable (_ mark: () -> Bool) -> Void
  /// The source failed.
  @usableFromInline let failed: @Sendable (Failure) -> Void

  @inlinable init(
    value: @escaping @Sendable (_ store: () -> Bool) -> Void,
    completed: @escaping @Sendable (_ mark: () -> Bool) -> Void,
    failed: @escaping @Sendable (Failure) -> Void
  ) {
    self.value = value
    self.completed = completed
    self.failed = failed
  }
}
