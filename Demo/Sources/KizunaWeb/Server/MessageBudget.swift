/// One session's budget of messages: a token bucket that says how long the next message must
/// wait, so a flooding session slows itself down instead of crowding out the others.
///
/// Up to `burst` messages go at once; after that one more every `1 / perSecond` seconds.
///
/// ```swift
/// var budget = MessageBudget(perSecond: 2, burst: 1)
/// print(budget.admit(at: .zero))                // prints 0.0 seconds
/// print(budget.admit(at: .zero))                // prints 0.5 seconds
/// print(budget.admit(at: .milliseconds(500)))   // prints 0.5 seconds
/// ```
package struct MessageBudget: Sendable {
  /// Messages earned per second.
  let perSecond: Int
  /// The most messages that can be spent back to back.
  let burst: Int
  /// The theoretical arrival time of the next message (GCRA): the budget is spent up to it.
  private var nextArrival: Duration = .zero

  /// Creates a full budget.
  package init(perSecond: Int, burst: Int) {
    precondition(perSecond >= 1 && burst >= 1, "MessageBudget: bad limits \(perSecond), \(burst)")
    self.perSecond = perSecond
    self.burst = burst
  }

  private var interval: Duration { .seconds(1) / perSecond }

  /// Spends one message at `now` and returns how long it must wait first (zero within budget).
  package mutating func admit(at now: Duration) -> Duration {
    let arrival = max(nextArrival, now)
    let allowedAt = arrival - interval * (burst - 1)
    nextArrival = arrival + interval
    return max(.zero, allowedAt - now)
  }
}
