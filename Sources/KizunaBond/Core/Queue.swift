// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Bond v4's names, `Queue.Main` and the rest, are what Bond v4 code writes.)
public import Dispatch

/// Bond v4's `Queue`: a dispatch queue to deliver events on (`deliverOn(.Main)`) or to run
/// work on later.
///
/// ```swift
/// Queue.Main.async { print("on the main queue") }
/// ```
///
/// The closures are `@Sendable`, as the dispatch queues' own: they run on another thread.
public struct Queue: Sendable {
  /// Seconds, as Bond v4's `NSTimeInterval`.
  public typealias TimeInterval = Double

  /// The main queue.
  public static let Main = Queue(queue: .main)
  /// The global queue of default quality of service.
  public static let Default = Queue(queue: .global(qos: .default))
  /// The global background queue.
  public static let Background = Queue(queue: .global(qos: .background))

  /// The dispatch queue.
  public private(set) var queue: DispatchQueue

  /// Wraps `queue`; by default a new serial queue.
  ///
  /// - Parameter queue: The dispatch queue to run on.
  public init(queue: DispatchQueue = DispatchQueue(label: "org.kizuna.KizunaBond.Queue")) {
    self.queue = queue
  }

  /// Runs `block` on the queue after `interval` seconds.
  ///
  /// - Parameters:
  ///   - interval: The delay in seconds.
  ///   - block: The work.
  public func after(_ interval: TimeInterval, block: @escaping @Sendable () -> Void) {
    queue.asyncAfter(deadline: .now() + interval, execute: block)
  }

  /// Runs `block` on the queue, later.
  ///
  /// - Parameter block: The work.
  public func async(_ block: @escaping @Sendable () -> Void) {
    queue.async(execute: block)
  }

  /// Runs `block` on the queue and waits for it.
  ///
  /// - Parameter block: The work.
  public func sync(_ block: () -> Void) {
    queue.sync(execute: block)
  }
}
