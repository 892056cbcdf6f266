import Kizuna

/// Lets every main-actor job queued so far run, and the jobs they queue, `rounds` deep.
func flushMainActor(rounds: Int = 4) async {
  for _ in 0..<rounds {
    await withCheckedContinuation { continuation in
      MainActorScheduler.shared.executeLater { continuation.resume() }
    }
  }
}
