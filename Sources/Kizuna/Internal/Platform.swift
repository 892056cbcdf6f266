internal import CKizunaPlatform

/// Facts about the running process that the core needs without importing Foundation.
package enum Platform {
  /// Whether the caller runs on the process's main thread (where the main actor runs).
  package static var isMainThread: Bool { kizuna_is_main_thread() != 0 }
}
