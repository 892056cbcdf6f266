/// A value of any type, carried through Kizuna's subjects, which take `Sendable` values only.
///
/// Bond v4's types have no concurrency annotations: an `EventProducer` and its events and
/// observers are not `Sendable`. Kizuna's subjects require `Sendable` values because they may
/// deliver on another thread. Safety: a box is made only inside a KizunaBond type that is not
/// `Sendable` itself (`EventProducer` and what it owns), and it reaches Kizuna's subject only
/// through that type's methods; Swift 6 code cannot share such a type between threads, so the
/// value never leaves the isolation domain that made it. Code in Swift 5 mode can share it, as
/// it could share Bond v4's `EventProducer`; that is the caller's contract, as it was Bond's.
/// The two operators that move events to another queue on purpose (`deliverOn(_:)`,
/// `throttle(_:queue:)`) say so in their own comments.
@usableFromInline
struct Unchecked<Value>: @unchecked Sendable {
  @usableFromInline let value: Value

  @inlinable init(_ value: Value) { self.value = value }
}
