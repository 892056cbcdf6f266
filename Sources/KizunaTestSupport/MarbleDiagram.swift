public import Kizuna

/// Events on a timeline, written as text: the marble diagrams of reactive documentation, made
/// executable on a ``TestScheduler``.
///
/// Each character is one tick of virtual time:
///
/// | character | meaning |
/// | --- | --- |
/// | `-` | a tick without an event |
/// | `a`, `1`, any other | a value: the character |
/// | `|` | completion |
/// | `#` | failure |
/// | `(ab)` | several events in the same tick, in this order; the group takes one tick |
/// | space | ignored, for alignment |
///
/// ```swift
/// let scheduler = TestScheduler()
/// let text = scheduler.signal("-a-b----c-|", failure: Never.self)
/// let debounced = text.debounce(for: .seconds(2), scheduler: scheduler)
/// print(scheduler.diagram(of: debounced, ticks: 12))  // "-----b----(c|)"
/// ```
public struct MarbleDiagram: Sendable, Equatable, CustomStringConvertible {
  /// One event of a diagram, at its tick.
  public struct Entry: Sendable, Equatable {
    /// The tick the event happens at, from 0.
    public var tick: Int
    /// The event: a value's character, a completion or a failure.
    public var event: Event<Character, MarbleFailure>

    /// Creates an entry.
    public init(tick: Int, event: Event<Character, MarbleFailure>) {
      self.tick = tick
      self.event = event
    }
  }

  /// The events, in time order (and in diagram order within a tick).
  public private(set) var entries: [Entry]

  /// Parses `text`.
  ///
  /// - Precondition: Groups are closed and not nested, and nothing follows a terminal event;
  ///   the message names the bad position.
  public init(_ text: String) {
    var entries: [Entry] = []
    var tick = 0
    var group: Int?
    var isTerminated = false
    for (position, character) in text.enumerated() {
      switch character {
      case " ": continue
      case "(":
        precondition(
          group == nil, "MarbleDiagram: nested group at position \(position) of \"\(text)\"")
        group = tick
      case ")":
        precondition(
          group != nil, "MarbleDiagram: ')' without '(' at position \(position) of \"\(text)\"")
        group = nil
        tick += 1
      case "-":
        precondition(
          group == nil, "MarbleDiagram: '-' inside a group at position \(position) of \"\(text)\"")
        tick += 1
      default:
        precondition(
          !isTerminated,
          "MarbleDiagram: an event after the terminal one at position \(position) of \"\(text)\"")
        let event: Event<Character, MarbleFailure> =
          switch character {
          case "|": .completed
          case "#": .failed(MarbleFailure())
          default: .next(character)
          }
        isTerminated = event.isTerminal
        entries.append(Entry(tick: group ?? tick, event: event))
        if group == nil { tick += 1 }
      }
    }
    precondition(group == nil, "MarbleDiagram: unclosed group in \"\(text)\"")
    self.entries = entries
  }

  /// A diagram of `entries`, which must be in time order.
  public init(entries: [Entry]) {
    precondition(
      zip(entries, entries.dropFirst()).allSatisfy { $0.tick <= $1.tick },
      "MarbleDiagram: entries out of time order: \(entries)")
    self.entries = entries
  }

  /// The diagram as text, in the canonical form: one character per tick up to the last event,
  /// a group for ticks with several events.
  public var description: String {
    var text = ""
    var tick = 0
    var index = entries.startIndex
    while index < entries.endIndex {
      let current = entries[index].tick
      text += String(repeating: "-", count: current - tick)
      var sameTick = [entries[index]]
      index += 1
      while index < entries.endIndex, entries[index].tick == current {
        sameTick.append(entries[index])
        index += 1
      }
      let symbols = sameTick.map { entry -> String in
        switch entry.event {
        case .next(let character): String(character)
        case .completed: "|"
        case .failed: "#"
        }
      }.joined()
      text += sameTick.count == 1 ? symbols : "(\(symbols))"
      tick = current + 1
    }
    return text
  }
}

/// The failure of a marble diagram's `#`.
public struct MarbleFailure: Error, Equatable, Hashable, Sendable {
  /// Creates the failure.
  public init() {}
}

extension TestScheduler {
  /// A signal that sends the events of `diagram` at their ticks, counted from now; each
  /// value is the diagram's character.
  ///
  /// The events are scheduled at once, so at a tick where an operator's timer is also due,
  /// the diagram's event comes first.
  ///
  /// - Parameters:
  ///   - diagram: The timeline (see ``MarbleDiagram``).
  ///   - tick: How much virtual time one character stands for.
  ///   - failure: The failure type; `#` needs `MarbleFailure`.
  /// - Returns: A hot signal: events before an observer arrives are not replayed.
  public func signal<Failure: Error>(
    _ diagram: String, tick: Duration = .seconds(1), failure: Failure.Type
  ) -> Signal<Character, Failure> {
    let subject = PublishSubject<Character, Failure>()
    for entry in MarbleDiagram(diagram).entries {
      let event: Event<Character, Failure>
      switch entry.event {
      case .next(let value): event = .next(value)
      case .completed: event = .completed
      case .failed(let marble):
        guard let failure = marble as? Failure else {
          preconditionFailure(
            "TestScheduler.signal: '#' needs Failure == MarbleFailure, not \(Failure.self)")
        }
        event = .failed(failure)
      }
      schedule(after: tick * entry.tick) { subject.send(event: event) }
    }
    return subject.toSignal()
  }

  /// Observes `signal` now, runs the scheduler for `ticks` ticks, and returns what arrived as a
  /// diagram (values shown by their description, which should be one character).
  ///
  /// - Precondition: Every event arrives on a tick boundary.
  public func diagram<Source: SignalProtocol>(
    of signal: Source, ticks: Int, tick: Duration = .seconds(1)
  ) -> MarbleDiagram {
    let start = now
    let recorded = Lock<[MarbleDiagram.Entry]>.make([])
    let observation = signal.observe { event in
      let elapsed = self.now - start
      let position = Int(elapsed / tick)
      precondition(
        tick * position == elapsed,
        "TestScheduler.diagram: an event at \(elapsed), between ticks of \(tick)")
      let marble: Event<Character, MarbleFailure>
      switch event {
      case .next(let value):
        let text = String(describing: value)
        precondition(
          text.count == 1, "TestScheduler.diagram: value \"\(text)\" is not one character")
        marble = .next(Character(text))
      case .completed: marble = .completed
      case .failed: marble = .failed(MarbleFailure())
      }
      recorded.withLock { $0.append(MarbleDiagram.Entry(tick: position, event: marble)) }
    }
    advance(by: tick * ticks)
    observation.dispose()
    return MarbleDiagram(entries: recorded.withLock { $0 })
  }
}
