import Kizuna

/// Counts calls made on the main actor; `MainActor.assumeIsolated` traps when a call is not.
@MainActor final class MainActorProbe {
  private(set) var calls = 0

  /// Records a call; traps (failing the test run loudly) unless it runs on the main actor.
  nonisolated func recordCall() {
    MainActor.assumeIsolated { calls += 1 }
  }
}

extension MainActorScheduler {
  /// A private scheduler for a `@MainActor` test: its "on the main thread" check is a switch
  /// the test flips, so that the test chooses when work runs inline and when it is queued.
  static func forTest(onMain: Lock<Bool>) -> MainActorScheduler {
    MainActorScheduler(isOnMainThread: { onMain.withLock { $0 } })
  }
}
