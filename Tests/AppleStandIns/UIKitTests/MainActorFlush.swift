import Kizuna

/// Waits until everything queued on the main-actor scheduler so far has run (FIFO), deferred
/// work after a table callback included: what a turn of UIKit's run loop does.
@MainActor
func flushMainActor() async {
  await withCheckedContinuation { continuation in
    MainActorScheduler.shared.executeLater { continuation.resume() }
  }
}
