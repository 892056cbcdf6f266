#if canImport(UIKit) && !os(watchOS)
  internal import Foundation
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UITextView {
    /// The text view's text, two-way: what the user types (`textDidChangeNotification`) is
    /// sent, and values sent in are shown without coming back as edits.
    ///
    /// ```swift
    /// viewModel.message.bidirectionalBind(to: messageView.reactive.text).dispose(in: bag)
    /// ```
    public var text: ControlProperty<String?> {
      property("text") {
        ControlProperty(
          of: base, get: { $0.text }, set: { $0.text = $1 },
          edits: { textView, edited in
            let observation = TextDidChangeObservation(of: textView, edited)
            // The view's bag ends with the view: then the observer is removed.
            textView.reactive.bag.insert(
              BlockDisposable {
                MainActorScheduler.shared.execute {
                  MainActor.assumeIsolated { observation.end() }
                }
              })
          })
      }
    }
  }

  /// The notification-center observer that reports a text view's edits.
  @MainActor
  final class TextDidChangeObservation {
    private var token: (any NSObjectProtocol)?

    init(of textView: UITextView, _ edited: @escaping @MainActor @Sendable () -> Void) {
      token = NotificationCenter.default.addObserver(
        forName: UITextView.textDidChangeNotification, object: textView, queue: .main
      ) { _ in
        // The main queue runs on the main thread, the main actor's.
        MainActor.assumeIsolated { edited() }
      }
    }

    /// Removes the observer (once).
    func end() {
      guard let token else { return }
      self.token = nil
      NotificationCenter.default.removeObserver(token)
    }
  }
#endif
