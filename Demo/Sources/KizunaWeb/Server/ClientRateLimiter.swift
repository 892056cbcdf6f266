/// Per-client budgets of requests: each client (by address) may make `burst` requests at once,
/// then one more per `interval`; a request past its budget is refused (the server answers 429
/// Too Many Requests). Each client's budget is a `RejectionLogLimiter`, the token bucket the
/// server already keeps for its log lines.
///
/// Clients whose budget is full again are forgotten when the table has grown to twice its size
/// after the last forgetting, so the table stays as large as the clients active in one refill.
///
/// ```swift
/// var limiter = ClientRateLimiter(burst: 1, interval: .seconds(1))
/// print(limiter.admit("10.0.0.1", at: .zero))       // prints true
/// print(limiter.admit("10.0.0.1", at: .zero))       // prints false
/// print(limiter.admit("10.0.0.2", at: .zero))       // prints true
/// print(limiter.admit("10.0.0.1", at: .seconds(1))) // prints true
/// ```
struct ClientRateLimiter: Sendable {
  /// How many requests a client may make back to back.
  let burst: Int
  /// How long it takes a client to earn one more request.
  let interval: Duration
  private var budgets: [String: RejectionLogLimiter] = [:]
  private var countAfterForgetting = 0

  /// Creates a limiter that knows no client yet.
  init(burst: Int, interval: Duration) {
    precondition(burst >= 1 && interval > .zero, "ClientRateLimiter: bad limits")
    self.burst = burst
    self.interval = interval
  }

  /// Whether `client` may make a request at `now` (time since a fixed start).
  mutating func admit(_ client: String, at now: Duration) -> Bool {
    if budgets.count >= max(64, 2 * countAfterForgetting) {
      budgets = budgets.filter { !$0.value.isFull(at: now) }
      countAfterForgetting = budgets.count
    }
    var budget = budgets[client] ?? RejectionLogLimiter(burst: burst, interval: interval)
    defer { budgets[client] = budget }
    return budget.admit(at: now) != nil
  }
}
