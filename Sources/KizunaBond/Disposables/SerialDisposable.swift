internal import Kizuna

/// Bond v4's `SerialDisposable`: holds one other disposable, which it disposes when disposed;
/// a disposable set after that is disposed at once.
///
/// ```swift
/// let serial = SerialDisposable(otherDisposable: nil)
/// serial.otherDisposable = name.observe { print($0) }
/// serial.dispose()             // ends the observation
/// serial.otherDisposable = d2  // d2 is disposed at once
/// ```
///
/// Setting ``otherDisposable`` does not dispose the one it replaces (as in Bond v4); dispose
/// it first if it should end.
public final class SerialDisposable: DisposableType {
  private struct State {
    var isDisposed = false
    var other: (any DisposableType)?
  }
  private let state: Lock<State>

  /// Whether ``dispose()`` has run.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The disposable this one disposes; one set after disposal is disposed at once.
  public var otherDisposable: (any DisposableType)? {
    get { state.withLock { $0.other } }
    set {
      let isDisposed = state.withLock { state in
        state.other = newValue
        return state.isDisposed
      }
      if isDisposed { newValue?.dispose() }
    }
  }

  /// Creates a serial disposable holding `otherDisposable`.
  ///
  /// - Parameter otherDisposable: The disposable to dispose with this one, if any.
  public init(otherDisposable: (any DisposableType)?) {
    state = Lock.make(State(other: otherDisposable))
  }

  /// Disposes the held disposable, the first time only.
  public func dispose() {
    let other = state.withLock { state -> (any DisposableType)? in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      return state.other
    }
    other?.dispose()
  }
}
