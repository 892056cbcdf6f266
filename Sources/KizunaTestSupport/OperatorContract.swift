public import Kizuna

#if canImport(Dispatch)
  import Dispatch
#endif

/// The failure that the operator contract sends through the operator under test.
public enum ContractFailure: Error, Equatable, Hashable, Sendable {
  /// The one failure the contract sends.
  case boom
}

/// The behaviour every operator must have, checked against an operator applied to a
/// `PublishSubject<Int, ContractFailure>` upstream.
///
/// A contract names an operator and says how to apply it to the upstream. ``verify(_:)`` runs
/// one ``Check`` with a fresh upstream and returns the problems it found: an empty array means
/// the operator passed. Run every check over every operator with Swift Testing's arguments:
///
/// ```swift
/// @Test(arguments: contracts, OperatorContract.Check.allCases)
/// func operatorHonoursContract(_ contract: OperatorContract, _ check: OperatorContract.Check) {
///   #expect(contract.verify(check) == [])
/// }
///
/// let contracts: [OperatorContract] = [
///   OperatorContract("map") { $0.map { $0 + 1 } },
///   .scheduled("debounce") { upstream, scheduler in
///     upstream.debounce(for: .milliseconds(10), scheduler: scheduler)
///   },
/// ]
/// ```
///
/// The checks (see ``Check``): terminal events are forwarded exactly once with nothing after
/// them, `dispose()` is idempotent and thread-safe, nothing is delivered after `dispose()`, and
/// the upstream is released: it has no observers left after `dispose()`, and it is deallocated
/// once the subject, the operator and the observation are dropped.
///
/// Operators that need time to pass take a `drive` closure, called after each send and each
/// terminal event (for example `{ scheduler.advance(by: .seconds(1)) }`); ``scheduled(_:step:_:)``
/// makes a fresh ``TestScheduler`` for every check and advances it.
public struct OperatorContract: Sendable, CustomStringConvertible {
  /// The upstream that the operator under test is applied to.
  public typealias Upstream = PublishSubject<Int, ContractFailure>

  /// One property of the contract.
  public enum Check: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Values, then a failure: the failure arrives exactly once, last, and nothing follows it
    /// even when the upstream keeps sending.
    case failureForwardedOnce
    /// Values, then a completion: the completion arrives exactly once, last.
    case completionForwardedOnce
    /// Disposing twice, and from several threads at once, is harmless; `isDisposed` is true
    /// afterwards and disposing delivers nothing.
    case disposeIsIdempotent
    /// After `dispose()`, neither values nor terminal events sent upstream are delivered.
    case silentAfterDispose
    /// After `dispose()` the upstream has no observers left, and once the subject, the
    /// operator and the observation are dropped, the subject is deallocated.
    case upstreamReleased

    /// The check's name, shown in test results.
    public var description: String { rawValue }
  }

  /// One run of the operator: how to observe it and how to let time pass.
  struct Run {
    let observe: @Sendable (Upstream, EventRecorder<String, ContractFailure>) -> any Disposable
    let drive: @Sendable () -> Void
  }

  /// The operator's name, shown in test results.
  public let name: String
  private let makeRun: @Sendable () -> Run

  /// Creates a contract for the operator that `apply` applies to the upstream.
  ///
  /// - Parameters:
  ///   - name: Shown in test results, for example `"removeDuplicates()"`.
  ///   - drive: Called after each send and terminal event, to let time pass for operators
  ///     that need it; `nil` for operators that deliver at once.
  ///   - apply: Applies the operator to the upstream; called once per check.
  public init<Result: SignalProtocol>(
    _ name: String,
    drive: (@Sendable () -> Void)? = nil,
    _ apply: @escaping @Sendable (Upstream) -> Result
  ) where Result.Failure == ContractFailure {
    self.name = name
    let drive = drive ?? {}
    makeRun = {
      Run(
        observe: { upstream, recorder in OperatorContract.observe(apply(upstream), recorder) },
        drive: drive)
    }
  }

  /// Creates a contract for a time operator: every check gets a fresh ``TestScheduler`` that
  /// is advanced by `step` after each send.
  ///
  /// - Parameters:
  ///   - name: Shown in test results.
  ///   - step: How far to advance the scheduler after each send; longer than the operator's
  ///     interval, so that everything it holds back is released.
  ///   - apply: Applies the operator to the upstream, using the scheduler.
  /// - Returns: The contract.
  public static func scheduled<Result: SignalProtocol>(
    _ name: String,
    step: Duration = .seconds(1),
    _ apply: @escaping @Sendable (Upstream, TestScheduler) -> Result
  ) -> OperatorContract where Result.Failure == ContractFailure {
    OperatorContract(name: name) {
      let scheduler = TestScheduler()
      return Run(
        observe: { upstream, recorder in observe(apply(upstream, scheduler), recorder) },
        drive: { scheduler.advance(by: step) })
    }
  }

  private init(name: String, makeRun: @escaping @Sendable () -> Run) {
    self.name = name
    self.makeRun = makeRun
  }

  private static func observe(
    _ signal: some SignalProtocol<some Sendable, ContractFailure>,
    _ recorder: EventRecorder<String, ContractFailure>
  ) -> any Disposable {
    signal.observe { event in
      switch event {
      case .next(let element): recorder.record(.next(String(describing: element)))
      case .failed(let failure): recorder.record(.failed(failure))
      case .completed: recorder.record(.completed)
      }
    }
  }

  /// The operator's name, shown in test results.
  public var description: String { name }

  /// Runs `check` on a fresh upstream and returns the problems found (empty when it passes).
  ///
  /// - Parameter check: The property to check.
  /// - Returns: One message per problem, naming the operator and what went wrong.
  public func verify(_ check: Check) -> [String] {
    let problems: [String]
    switch check {
    case .failureForwardedOnce: problems = verifyTerminal(.failure(.boom))
    case .completionForwardedOnce: problems = verifyTerminal(.finished)
    case .disposeIsIdempotent: problems = verifyDisposeIsIdempotent()
    case .silentAfterDispose: problems = verifySilentAfterDispose()
    case .upstreamReleased: problems = verifyUpstreamReleased()
    }
    return problems.map { "\(name): \(check): \($0)" }
  }

  /// Runs every check and returns all problems found.
  public func verifyAll() -> [String] {
    Check.allCases.flatMap { verify($0) }
  }

  private func verifyTerminal(_ completion: Completion<ContractFailure>) -> [String] {
    let run = makeRun()
    let upstream = Upstream()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation = run.observe(upstream, recorder)
    run.drive()
    for value in 1...3 {
      upstream.send(value)
      run.drive()
    }
    upstream.send(completion: completion)
    run.drive()
    upstream.send(4)
    upstream.send(completion: .finished)
    run.drive()
    defer { observation.dispose() }

    let expected: Event<String, ContractFailure> = completion.event()
    let events = recorder.events
    var problems: [String] = []
    let terminals = events.filter(\.isTerminal)
    if terminals != [expected] {
      problems.append(
        "expected exactly one \(expected), got terminal events \(terminals) in \(events)")
    }
    if let last = events.last, last.isTerminal == false {
      problems.append("events after the terminal event: \(events)")
    }
    if !recorder.grammarViolations.isEmpty {
      problems.append("events after the terminal event: \(recorder.grammarViolations)")
    }
    return problems
  }

  private func verifyDisposeIsIdempotent() -> [String] {
    var problems: [String] = []
    let run = makeRun()
    let upstream = Upstream()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation = run.observe(upstream, recorder)
    upstream.send(1)
    run.drive()
    let before = recorder.events
    observation.dispose()
    observation.dispose()
    run.drive()
    if !observation.isDisposed { problems.append("isDisposed is false after dispose()") }
    if recorder.events != before {
      problems.append("disposing delivered events: \(recorder.events) after \(before)")
    }

    // Several threads disposing the same observation at once.
    let concurrent = run.observe(upstream, recorder)
    upstream.send(2)
    run.drive()
    let beforeConcurrent = recorder.events
    #if canImport(Dispatch)
      DispatchQueue.concurrentPerform(iterations: 8) { _ in concurrent.dispose() }
    #else
      concurrent.dispose()
      concurrent.dispose()
    #endif
    run.drive()
    if !concurrent.isDisposed { problems.append("isDisposed is false after concurrent dispose()") }
    if recorder.events != beforeConcurrent {
      problems.append("concurrent disposing delivered events: \(recorder.events)")
    }
    return problems
  }

  private func verifySilentAfterDispose() -> [String] {
    let run = makeRun()
    let upstream = Upstream()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation = run.observe(upstream, recorder)
    upstream.send(1)
    run.drive()
    let before = recorder.events
    observation.dispose()
    upstream.send(2)
    run.drive()
    upstream.send(completion: .failure(.boom))
    run.drive()
    let after = recorder.events
    guard after == before else {
      return ["delivered \(Array(after.dropFirst(before.count))) after dispose()"]
    }
    return []
  }

  private func verifyUpstreamReleased() -> [String] {
    var problems: [String] = []
    let run = makeRun()
    let recorder = EventRecorder<String, ContractFailure>()
    weak var weakUpstream: Upstream?
    do {
      let upstream = Upstream()
      weakUpstream = upstream
      let observation = run.observe(upstream, recorder)
      upstream.send(1)
      run.drive()
      observation.dispose()
      run.drive()
      let count = upstream.observerCount
      if count != 0 {
        problems.append("the upstream still has \(count) observer(s) after dispose()")
      }
    }
    run.drive()
    if weakUpstream != nil {
      problems.append(
        "the upstream is still alive after dropping it, the operator and the observation (leak or retain cycle)"
      )
    }
    return problems
  }
}
