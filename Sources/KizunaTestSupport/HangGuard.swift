#if canImport(Testing)
  public import Testing

  extension Trait where Self == TimeLimitTrait {
    /// A time limit that ends a test which hangs, and never one that is only slow: ten
    /// minutes.
    ///
    /// Swift Testing starts a test's clock when the run starts the test, not when its body
    /// first gets a thread: on a loaded 2-core host the tests of a parallel run wait in line
    /// for the cooperative pool, so a tight limit fails tests that did nothing wrong (seen on
    /// such a host: a synchronous test of a few microseconds "exceeded" one minute behind a long test).
    /// Ten minutes is far beyond any test's honest duration under load or Thread Sanitizer,
    /// and still ends a hang long before a whole run's time limit.
    ///
    /// ```swift
    /// @Suite(.hangGuard) struct ReceiveOnTests {
    ///   @Test func deliversOnTheQueue() async { /* awaits events from another thread */ }
    /// }
    /// ```
    public static var hangGuard: Self { .timeLimit(.minutes(10)) }
  }
#endif
