/// Decides which rejected messages of one session are logged: a token bucket, so a client
/// sending garbage cannot fill the log. The server keeps one more for the errors logged on
/// connections it closed for idling (``DisconnectLogHandler``), so clients leaving requests
/// half sent cannot fill it either.
///
/// Up to `burst` rejections are logged at once; after that one more per `interval`. The
/// rejections not logged are counted, and the next logged one reports how many were skipped.
///
/// ```swift
/// var limiter = RejectionLogLimiter(burst: 2, interval: .seconds(1))
/// print(limiter.admit(at: .zero) as Any)           // prints Optional(0)
/// print(limiter.admit(at: .zero) as Any)           // prints Optional(0)
/// print(limiter.admit(at: .zero) as Any)           // prints nil
/// print(limiter.admit(at: .seconds(1)) as Any)     // prints Optional(1)
/// ```
struct RejectionLogLimiter: Sendable {
  /// How many rejections may be logged back to back.
  let burst: Int
  /// How long it takes to earn one more log line.
  let interval: Duration
  private var tokens: Int
  private var refilledAt: Duration = .zero
  private var skipped = 0

  /// Creates a limiter with a full bucket.
  init(burst: Int = 10, interval: Duration = .seconds(1)) {
    precondition(burst >= 1 && interval > .zero, "RejectionLogLimiter: bad limits")
    self.burst = burst
    self.interval = interval
    tokens = burst
  }

  /// Whether the bucket would be full at `now`: as if nothing had been spent.
  func isFull(at now: Duration) -> Bool {
    tokens + Int((now - refilledAt) / interval) >= burst
  }

  /// Whether a rejection at `now` is logged: the number of rejections skipped since the last
  /// logged one, or `nil` if this one is not logged.
  mutating func admit(at now: Duration) -> Int? {
    if tokens == burst {
      refilledAt = now  // time spent with a full bucket earns nothing
    } else if now - refilledAt >= interval {
      let earned = Int((now - refilledAt) / interval)
      tokens = min(burst, tokens + earned)
      refilledAt = tokens == burst ? now : refilledAt + interval * earned
    }
    guard tokens > 0 else {
      skipped += 1
      return nil
    }
    tokens -= 1
    defer { skipped = 0 }
    return skipped
  }
}
