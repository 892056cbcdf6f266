// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's name, `bnd_notification`, is what Bond v4 code writes.)
public import Foundation

extension NotificationCenter {
  /// Bond v4's `bnd_notification(_:object:)`: the notifications named `name` (from `object`,
  /// if given) as an event producer; observing ends when the producer is released.
  ///
  /// ```swift
  /// NotificationCenter.default.bnd_notification(UITextView.textDidChangeNotification, object: textView)
  ///   .observe { _ in print("edited") }
  /// ```
  ///
  /// As in Bond v4, the producer observes the default center, whichever center it is asked
  /// of; the notifications arrive on the thread that posts them.
  ///
  /// - Parameters:
  ///   - name: The notification's name.
  ///   - object: The sender to listen to, or `nil` for any.
  /// - Returns: A producer of the notifications.
  public func bnd_notification(
    _ name: Notification.Name, object: AnyObject?
  ) -> EventProducer<Notification> {
    EventProducer { sink in
      // Safety: the sink is the producer's own `next` (behind its lock); the notification is
      // delivered to the producer's observers on the posting thread, as in Bond v4.
      let sink = Unchecked(sink)
      let token = NotificationCenter.default.addObserver(
        forName: name, object: object, queue: nil
      ) { notification in sink.value(notification) }
      let registration = Unchecked(token)
      return BlockDisposable { NotificationCenter.default.removeObserver(registration.value) }
    }
  }
}
