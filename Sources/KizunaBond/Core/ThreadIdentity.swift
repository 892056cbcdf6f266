#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// The identity of a thread, to tell an event producer's own re-entrant sends (an echo,
/// dropped as in Bond v4) from another thread's.
struct ThreadIdentity: Equatable {
  private let thread: pthread_t

  /// The calling thread.
  static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

  static func == (left: ThreadIdentity, right: ThreadIdentity) -> Bool {
    pthread_equal(left.thread, right.thread) != 0
  }
}
