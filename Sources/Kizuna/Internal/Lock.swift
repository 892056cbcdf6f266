#if canImport(Darwin)
  public import Darwin
#elseif canImport(Glibc)
  public import Glibc
#elseif canImport(Musl)
  public import Musl
#endif

/// The project's one lock: a mutex guarding a value, used only through `withLock`.
///
/// A `pthread_mutex_t` on Linux and an `os_unfair_lock` on Apple systems; one allocation
/// holds both the mutex and the guarded state, and copies of a `Lock` share them. The lock is
/// not recursive: never re-lock on the same thread (debug builds trap with a message), and
/// never call out to user code while holding it. `withLock` is inlinable so that the generic
/// state is specialized in every module that uses it.
///
/// Invariant: the guarded state is reached only inside `withLock`, with the mutex held.
@usableFromInline
package struct Lock<State> {
  @usableFromInline let buffer: LockBuffer<State>

  @inlinable init(buffer: LockBuffer<State>) {
    self.buffer = buffer
  }

  /// Creates a lock guarding `initialState`.
  @inlinable
  package static func make(_ initialState: State) -> Lock<State> {
    Lock(buffer: LockBuffer.make(initialState))
  }

  /// Runs `body` with exclusive access to the guarded state.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try buffer.withLock(body)
  }
}

// Safety: the guarded state is reachable only through `withLock`, which holds the mutex for
// the whole access; the state itself must be Sendable because it crosses threads.
extension Lock: @unchecked Sendable where State: Sendable {}

#if canImport(Darwin)
  @usableFromInline typealias LockPrimitive = os_unfair_lock
#else
  @usableFromInline typealias LockPrimitive = pthread_mutex_t
#endif

/// The single allocation behind a ``Lock``: the state in the header, the mutex in the tail.
///
/// Invariant: the mutex is initialized in `make`, before the buffer is shared, and destroyed
/// in `deinit`, when no `Lock` refers to it any more.
@usableFromInline
final class LockBuffer<State>: ManagedBuffer<State, LockPrimitive> {
  @inlinable
  static func make(_ initialState: State) -> LockBuffer<State> {
    let buffer = create(minimumCapacity: 1) { _ in initialState }
    buffer.withUnsafeMutablePointerToElements { initializeMutex($0) }
    // `create` returns an instance of the class it is called on.
    return unsafeDowncast(buffer, to: LockBuffer<State>.self)
  }

  @inlinable
  deinit {
    // ManagedBuffer destroys the header (the state) itself; the element (the mutex) is ours.
    withUnsafeMutablePointerToElements { destroyMutex($0) }
  }

  @inlinable @inline(__always)
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try withUnsafeMutablePointers { state, mutex in
      #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        defer { os_unfair_lock_unlock(mutex) }
      #else
        let locked = pthread_mutex_lock(mutex)
        if locked != 0 { lockFailed(locked) }
        defer { pthread_mutex_unlock(mutex) }
      #endif
      return try body(&state.pointee)
    }
  }
}

@usableFromInline
func initializeMutex(_ mutex: UnsafeMutablePointer<LockPrimitive>) {
  #if canImport(Darwin)
    mutex.initialize(to: os_unfair_lock())
  #else
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    #if DEBUG
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
    #endif
    let result = pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
    precondition(result == 0, "Kizuna: pthread_mutex_init failed with error \(result)")
  #endif
}

@usableFromInline
func destroyMutex(_ mutex: UnsafeMutablePointer<LockPrimitive>) {
  #if !canImport(Darwin)
    pthread_mutex_destroy(mutex)
  #endif
  mutex.deinitialize(count: 1)
}

@usableFromInline
func lockFailed(_ error: Int32) -> Never {
  preconditionFailure(
    "Kizuna: lock failed with error \(error); re-locking a Kizuna lock on the same thread is a bug")
}
