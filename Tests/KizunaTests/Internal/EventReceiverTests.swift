import KizunaTestSupport
import Testing

@testable import Kizuna

/// The per-source observers of `combineLatest` and `zip` reach subjects and signals through
/// ``EventReceiver`` and every other source through a closure: all three must behave the same.
@Suite struct EventReceiverTests {
  /// How a test source is exposed to the operator.
  enum SourceKind: String, CaseIterable, CustomTestStringConvertible {
    /// The subject itself: the broadcaster calls the receiver.
    case subject
    /// A `Signal` in front of the subject: its `Observer` calls the receiver.
    case signal
    /// A type of the library's user: observed through a closure.
    case foreign

    var testDescription: String { rawValue }

    func expose<Element: Sendable>(
      _ subject: PublishSubject<Element, ContractFailure>
    ) -> any SignalProtocol<Element, ContractFailure> {
      switch self {
      case .subject: subject
      case .signal: subject.map { $0 }
      case .foreign: ForeignSource(subject: subject)
      }
    }
  }

  /// A signal type defined outside Kizuna, which Kizuna cannot hand a receiver to.
  struct ForeignSource<Element: Sendable>: SignalProtocol {
    let subject: PublishSubject<Element, ContractFailure>

    func observe(
      with observer: @escaping @Sendable (Event<Element, ContractFailure>) -> Void
    ) -> any Disposable {
      subject.observe(with: observer)
    }
  }

  /// Two sources, combined by `combineLatest` into strings.
  struct CombinedPair {
    let number = PublishSubject<Int, ContractFailure>()
    let text = PublishSubject<String, ContractFailure>()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation: any Disposable

    init(_ kind: SourceKind) {
      observation = combineLatest(kind.expose(number), kind.expose(text)) { "\($0)\($1)" }
        .observe(with: recorder.record)
    }
  }

  @Test(arguments: SourceKind.allCases)
  func combineLatestGetsValuesAndCompletionFromEveryKindOfSource(kind: SourceKind) {
    let pair = CombinedPair(kind)
    let (number, text, recorder) = (pair.number, pair.text, pair.recorder)
    number.send(1)
    text.send("a")
    number.send(2)
    number.send(completion: .finished)
    text.send("b")
    #expect(recorder.events == [.next("1a"), .next("2a"), .next("2b")])
    text.send(completion: .finished)
    #expect(recorder.events == [.next("1a"), .next("2a"), .next("2b"), .completed])
    #expect(number.observerCount == 0 && text.observerCount == 0)
    pair.observation.dispose()
  }

  @Test(arguments: SourceKind.allCases)
  func combineLatestGetsTheFailureFromEveryKindOfSource(kind: SourceKind) {
    let pair = CombinedPair(kind)
    pair.number.send(1)
    pair.text.send(completion: .failure(.boom))
    pair.number.send(2)
    #expect(pair.recorder.events == [.failed(.boom)])
    #expect(pair.number.observerCount == 0)
    pair.observation.dispose()
  }

  @Test(arguments: SourceKind.allCases)
  func zipGetsValuesCompletionAndFailureFromEveryKindOfSource(kind: SourceKind) {
    let number = PublishSubject<Int, ContractFailure>()
    let text = PublishSubject<String, ContractFailure>()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation = zip(kind.expose(number), kind.expose(text)).map { "\($0)\($1)" }
      .observe(with: recorder.record)
    number.send(1)
    number.send(2)
    text.send("a")
    number.send(completion: .finished)
    text.send("b")
    #expect(recorder.events == [.next("1a"), .next("2b"), .completed])
    observation.dispose()

    let failing = PublishSubject<Int, ContractFailure>()
    let other = PublishSubject<Int, ContractFailure>()
    let failures = EventRecorder<Int, ContractFailure>()
    _ = zip(kind.expose(failing), kind.expose(other)).map { $0 + $1 }
      .observe(with: failures.record)
    other.send(1)
    failing.send(completion: .failure(.boom))
    #expect(failures.events == [.failed(.boom)])
    #expect(other.observerCount == 0)
  }

  @Test(arguments: SourceKind.allCases)
  func disposingStopsEveryKindOfSource(kind: SourceKind) {
    let number = PublishSubject<Int, ContractFailure>()
    let other = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = combineLatest(kind.expose(number), kind.expose(other)) { $0 + $1 }
      .observe(with: recorder.record)
    number.send(1)
    other.send(10)
    observation.dispose()
    number.send(2)
    #expect(recorder.events == [.next(11)])
    #expect(number.observerCount == 0 && other.observerCount == 0)
  }
}
