/// When to drop the ended entries of a list that grows between prunings: once it holds at
/// least `minimum` entries and twice as many as the last pruning left, so that pruning costs
/// amortized O(1) per entry added however many entries end.
///
/// The binding recorder's registry, a record's inner edges and the names given to objects
/// each keep one, inside the lock that guards their list.
struct AmortizedPruning: Sendable {
  /// The fewest entries at which pruning is worth it.
  let minimum: Int
  private var countAfterPruning = 0

  init(minimum: Int) {
    self.minimum = minimum
  }

  /// Whether a list of `count` entries is due for pruning.
  func isDue(count: Int) -> Bool {
    count >= max(minimum, 2 * countAfterPruning)
  }

  /// Records that a pruning (or a decision not to prune) left `count` entries.
  mutating func pruned(leaving count: Int) {
    countAfterPruning = count
  }
}
