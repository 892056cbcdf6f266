/// Scheduled work that runs at most once and can be cancelled before it runs.
///
/// Schedulers hand it out as the disposable of `schedule(after:)`: disposing drops the work
/// and cancels the timer (a task) attached with ``attach(cancel:)``.
package final class CancellableWork: Disposable {
  private struct State: Sendable {
    var work: (@Sendable () -> Void)?
    var cancelTimer: (@Sendable () -> Void)?
    var isDisposed = false
  }
  private let state: Lock<State>

  package init(_ work: @escaping @Sendable () -> Void) {
    state = Lock.make(State(work: work))
  }

  package var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// Attaches what stops the timer; runs it at once if the work was already disposed.
  package func attach(cancel: @escaping @Sendable () -> Void) {
    let cancelNow = state.withLock { state -> Bool in
      if state.isDisposed { return true }
      state.cancelTimer = cancel
      return false
    }
    if cancelNow { cancel() }
  }

  /// Runs the work unless it was disposed or has already run.
  package func run() {
    let work = state.withLock { state -> (@Sendable () -> Void)? in
      defer {
        state.work = nil
        state.cancelTimer = nil
        state.isDisposed = true
      }
      return state.work
    }
    work?()
  }

  package func dispose() {
    let cancel = state.withLock { state -> (@Sendable () -> Void)? in
      defer {
        state.work = nil
        state.cancelTimer = nil
        state.isDisposed = true
      }
      return state.cancelTimer
    }
    cancel?()
  }
}
