#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  internal import AppKit
  internal import Foundation

  /// Calls `edited` each time the user changes a text field's text, until ``end()``.
  @MainActor
  final class ControlTextDidChangeObservation {
    private var token: (any NSObjectProtocol)?

    init(of field: NSTextField, _ edited: @escaping @MainActor @Sendable () -> Void) {
      token = NotificationCenter.default.addObserver(
        forName: NSControl.textDidChangeNotification, object: field, queue: .main
      ) { _ in
        // The main queue runs on the main thread, the main actor's.
        MainActor.assumeIsolated { edited() }
      }
    }

    func end() {
      guard let token else { return }
      self.token = nil
      NotificationCenter.default.removeObserver(token)
    }
  }
#endif
