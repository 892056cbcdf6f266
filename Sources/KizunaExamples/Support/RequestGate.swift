import Kizuna

extension Lock where State == Bool {
  /// Sets the flag if it was clear; returns whether it did (so only one request starts).
  func beginIfIdle() -> Bool {
    withLock { isRunning in
      if isRunning { return false }
      isRunning = true
      return true
    }
  }
}
