public import Kizuna

/// The view model of the counter screen: +1 and -1 buttons, a count label and a toggle.
///
/// Both buttons work only while the toggle is on; -1 is disabled at zero; the count never goes
/// below zero.
///
/// ```swift
/// let counter = CounterViewModel()
/// counter.count.observeNext { print($0) }.dispose(in: bag)  // prints 0
/// counter.isActive.value = true
/// counter.increment()                                       // prints 1
/// ```
///
/// All members are thread-safe; outputs are delivered on the thread that changed an input.
public final class CounterViewModel: Sendable {
  /// The toggle: the buttons work only while it is on.
  public let isActive = Observable(false)
  private let current = Observable(0)
  private let gate = Lock.make(())

  /// Creates a counter at zero with the toggle off.
  public init() {}

  /// The count.
  public var count: AnyObservable<Int> { current.readOnly }

  /// The count label's text.
  public var countText: SafeSignal<String> { current.map { "\($0)" } }

  /// Whether the +1 button is enabled.
  public var canIncrement: SafeSignal<Bool> { isActive.map { $0 } }

  /// Whether the -1 button is enabled.
  public var canDecrement: SafeSignal<Bool> {
    combineLatest(isActive, current).map { isActive, count in isActive && count > 0 }
  }

  /// Adds one, if the toggle is on.
  public func increment() { change(by: 1) }

  /// Subtracts one, if the toggle is on and the count is above zero.
  public func decrement() { change(by: -1) }

  private func change(by delta: Int) {
    let next: Int? = gate.withLock { _ in
      guard isActive.value else { return nil }
      let next = current.value + delta
      return next >= 0 ? next : nil
    }
    if let next { current.value = next }
  }
}
