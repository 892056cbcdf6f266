#if canImport(Darwin)
  public import Atomics
#else
  public import Synchronization
#endif

/// One observer of a ``Broadcaster``, and the disposable that ends it.
///
/// 64 bytes on Linux: the active flag is stored inline, and a values-only observer
/// (`observeNext`) is stored as is, without a wrapping closure.
///
/// Safety (`@unchecked Sendable`): `slot` is the one mutable stored property, and it is read
/// and written only by the owning broadcaster's `State` methods, that is inside
/// `Broadcaster.state.withLock`; every other property is immutable or atomic.
@usableFromInline
final class BroadcastSubscription<Element: Sendable, Failure: Error>: Disposable,
  @unchecked Sendable
{
  /// What the observer wants: every event, only values, or every event through the separate
  /// entry points of an ``EventReceiver``.
  @usableFromInline
  enum Handler: Sendable {
    case events(@Sendable (Event<Element, Failure>) -> Void)
    case values(@Sendable (Element) -> Void)
    case receiver(any EventReceiver<Element, Failure>)
  }

  /// The index of this observer in its broadcaster's slots; guarded by the broadcaster's
  /// lock (see the type's safety note). The lock already makes every access exclusive, so the
  /// runtime's exclusivity check (about 110 instructions per subscribe and dispose) is off.
  @exclusivity(unchecked) @usableFromInline var slot = 0
  @usableFromInline weak let owner: Broadcaster<Element, Failure>?
  @usableFromInline let handler: Handler
  @usableFromInline let active = ActiveFlag(true)

  @inlinable
  init(owner: Broadcaster<Element, Failure>, handler: Handler) {
    self.owner = owner
    self.handler = handler
  }

  @inlinable
  var isDisposed: Bool { !active.load(ordering: .acquiring) }

  @inlinable @inline(__always)
  func deliver(_ event: Event<Element, Failure>) {
    if case .next(let element) = event {
      guard active.load(ordering: .acquiring) else { return }
      switch handler {
      case .events(let handler): handler(event)
      case .values(let handler): handler(element)
      case .receiver(let receiver): receiver.receive(value: element)
      }
    } else {
      guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
      switch handler {
      case .events(let handler): handler(event)
      case .values: break
      case .receiver(let receiver): receiver.receive(event)
      }
    }
  }

  @inlinable
  func dispose() {
    guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
    owner?.remove(self)
  }
}
