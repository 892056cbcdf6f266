import Kizuna
public import KizunaMachine

/// Records the outputs of a machine, from several publishers, into one ordered log.
///
/// A test describes what it expects as an `Equatable` enum with one case per output, records
/// each output publisher into the log with that case, sends inputs, and asserts the exact
/// entries. ``take()`` returns the entries since the last call, so a test can check the effect
/// of each input separately. With a virtual-time scheduler in the machine's `Extra`
/// (`KizunaScheduler` over Kizuna's `TestScheduler`), the test also decides
/// when time passes.
///
/// ```swift
/// enum Seen: Equatable, Sendable { case count(String), canIncrement(Bool) }
/// let log = OutputLog<Seen>()
/// log.record(machine.output.countText, as: Seen.count)
/// log.record(machine.output.isIncrementEnabled, as: Seen.canIncrement)
/// print(log.take())              // [.count("0"), .canIncrement(false)]
/// machine.input.isOn.send(true)
/// print(log.take())              // [.canIncrement(true)]
/// ```
///
/// When one change reaches several outputs (two outputs derived from the same `@Published`
/// property, say), the order in which those outputs see it is not specified: OpenCombine keeps
/// a subject's subscribers in a set. Give such outputs a log each, which keeps each output's
/// exact sequence, and share a log only between outputs whose relative order is defined.
///
/// Thread-safe: outputs may arrive on any thread, and are logged in arrival order.
public final class OutputLog<Entry: Sendable>: Sendable {
  private let entriesState = Lock<[Entry]>.make([])
  private let subscriptions = DisposeBag()

  /// Creates an empty log.
  public init() {}

  /// Logs every value of `publisher` as `entry(value)`, and its completion as
  /// `completion(completion)` when given, until the log is cancelled or released.
  ///
  /// - Parameters:
  ///   - publisher: An output of the machine under test.
  ///   - entry: Makes the log entry for a value; an enum case fits (`Seen.count`).
  ///   - completion: Makes the log entry for the completion; completions are not logged
  ///     when `nil`.
  public func record<Output: Publisher>(
    _ publisher: Output,
    as entry: @escaping (Output.Output) -> Entry,
    completion: ((Subscribers.Completion<Output.Failure>) -> Entry)? = nil
  ) {
    publisher
      .sink(
        receiveCompletion: { [entriesState] finished in
          guard let completion else { return }
          let logged = completion(finished)
          entriesState.withLock { $0.append(logged) }
        },
        receiveValue: { [entriesState] value in
          let logged = entry(value)
          entriesState.withLock { $0.append(logged) }
        }
      )
      .toDisposable()
      .dispose(in: subscriptions)
  }

  /// Every entry logged so far, in order.
  public var entries: [Entry] { entriesState.withLock { $0 } }

  /// Returns the entries logged since the last call (or since the start) and forgets them.
  public func take() -> [Entry] {
    entriesState.withLock { entries in
      defer { entries.removeAll() }
      return entries
    }
  }

  /// Stops recording: cancels every subscription.
  public func cancel() {
    subscriptions.dispose()
  }
}
