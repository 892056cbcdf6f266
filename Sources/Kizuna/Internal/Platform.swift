internal import CKizunaPlatform

/// Facts about the running process that the core needs without importing Foundation.
package enum Platform {
  /// Whether the caller runs where the main actor runs: the process's main thread, or (on
  /// Linux) the main dispatch queue, which a process that called `dispatch_main()` drains on a
  /// worker thread.
  package static var isMainThread: Bool { kizuna_is_main_thread() != 0 }
}
