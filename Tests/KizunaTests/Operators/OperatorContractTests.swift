import Kizuna
import KizunaTestSupport
import Testing

/// Every operator, applied to the contract's upstream in a configuration that forwards
/// terminal events (sources it is combined with complete at once or follow the upstream).
let operatorContracts: [OperatorContract] = [
  OperatorContract("map") { $0.map { $0 * 2 } },
  OperatorContract("filter") { $0.filter { $0.isMultiple(of: 2) } },
  OperatorContract("compactMap") { $0.compactMap { $0 > 1 ? String($0) : nil } },
  OperatorContract("ignoreNils") { $0.map { $0 == 2 ? nil : $0 }.ignoreNils() },
  OperatorContract("removeDuplicates()") { $0.removeDuplicates() },
  OperatorContract("removeDuplicates(by:)") { $0.removeDuplicates { $0 / 2 == $1 / 2 } },
  OperatorContract("dropFirst") { $0.dropFirst(1) },
  OperatorContract("prefix") { $0.prefix(100) },
  OperatorContract("prefix(untilOutputFrom:)") { upstream in
    upstream.prefix(untilOutputFrom: PublishSubject<Void, Never>())
  },
  OperatorContract("scan") { $0.scan(0, +) },
  OperatorContract("prepend") { $0.prepend(0) },
  OperatorContract("merge(with:)") { $0.merge(with: Signal<Int, ContractFailure>.completed()) },
  OperatorContract("merge(_:...)") { upstream in merge(upstream, upstream.map { $0 * 10 }) },
  OperatorContract("merge([])") { upstream in merge([upstream.toSignal(), Signal(just: 7)]) },
  OperatorContract("combineLatest(_:...)") { upstream in
    combineLatest(upstream, Signal<String, ContractFailure>(just: "a"), Signal(just: true))
  },
  OperatorContract("combineLatest(_:...) with transform") { upstream in
    combineLatest(upstream, Signal<Int, ContractFailure>(just: 1)) { $0 + $1 }
  },
  OperatorContract("combineLatest([])") { upstream in
    combineLatest([upstream.toSignal(), Signal(just: 1)])
  },
  OperatorContract("combineLatest(with:)") { upstream in
    upstream.combineLatest(with: Signal<Int, ContractFailure>(just: 1))
  },
  OperatorContract("zip(_:...)") { upstream in zip(upstream, upstream.map { "\($0)" }) },
  OperatorContract("zip(_:...) with transform") { upstream in
    zip(upstream, upstream) { $0 + $1 }
  },
  OperatorContract("zip([])") { upstream in zip([upstream, upstream]) },
  OperatorContract("zip(with:)") { upstream in upstream.zip(with: upstream.map { $0 * 2 }) },
  OperatorContract("with(latestFrom:)") { upstream in
    upstream.with(latestFrom: Signal<String, ContractFailure>(just: "x"))
  },
  OperatorContract("with(latestFrom:combine:)") { upstream in
    upstream.with(latestFrom: Signal<Int, ContractFailure>(just: 1)) { $0 + $1 }
  },
  OperatorContract("switchToLatest") { upstream in
    upstream.map { Signal<Int, ContractFailure>(sequence: [$0, $0]) }.switchToLatest()
  },
  OperatorContract("flatMapLatest") { upstream in
    upstream.flatMapLatest { Signal<Int, ContractFailure>(just: $0) }
  },
  OperatorContract("flatMapMerge") { upstream in
    upstream.flatMapMerge { Signal<Int, ContractFailure>(sequence: [$0, -$0]) }
  },
  OperatorContract("flatMapConcat") { upstream in
    upstream.flatMapConcat { Signal<Int, ContractFailure>(sequence: [$0, -$0]) }
  },
  OperatorContract("flatMapMerge(maxConcurrent:)") { upstream in
    upstream.flatMapMerge(maxConcurrent: 2) { Signal<Int, ContractFailure>(just: $0) }
  },
  OperatorContract("sample") { upstream in upstream.sample(upstream) },
  OperatorContract("subscribe(on: .immediate)") { $0.subscribe(on: .immediate) },
  .scheduled("subscribe(on:)") { upstream, scheduler in upstream.subscribe(on: scheduler) },
  .scheduled("timeout") { upstream, scheduler in
    upstream.timeout(.seconds(10), scheduler: scheduler) { .boom }
  },
  .scheduled("debounce") { upstream, scheduler in
    upstream.debounce(for: .milliseconds(100), scheduler: scheduler)
  },
  .scheduled("throttle(latest: true)") { upstream, scheduler in
    upstream.throttle(for: .milliseconds(100), scheduler: scheduler, latest: true)
  },
  .scheduled("throttle(latest: false)") { upstream, scheduler in
    upstream.throttle(for: .milliseconds(100), scheduler: scheduler, latest: false)
  },
  .scheduled("delay") { upstream, scheduler in
    upstream.delay(for: .milliseconds(100), scheduler: scheduler)
  },
  .scheduled("receive(on:)") { upstream, scheduler in upstream.receive(on: scheduler) },
  OperatorContract("receive(on: .immediate)") { $0.receive(on: .immediate) },
  OperatorContract("share()") { $0.share() },
  OperatorContract("share(replay:)") { $0.share(replay: 2) },
  OperatorContract("debug") { $0.debug("contract", print: { _ in }) },
  OperatorContract("mapError") { $0.mapError { $0 } },
  OperatorContract("setFailureType(to:)") { upstream in
    upstream.replaceError(with: -1).setFailureType(to: ContractFailure.self)
      .merge(with: upstream.filter { _ in false })
  },
  OperatorContract("replaceError(with:)") { upstream in
    // Failures become values, so the contract's failure arrives through a second branch.
    upstream.replaceError(with: -1).setFailureType(to: ContractFailure.self)
      .merge(with: upstream.filter { _ in false })
  },
  OperatorContract("catch") { upstream in
    upstream.catch { Signal<Int, ContractFailure>(failed: $0) }
  },
  OperatorContract("retry(_:)") { $0.retry(2) },
  .scheduled("retry(_:delay:scheduler:)") { upstream, scheduler in
    upstream.retry(2, delay: .milliseconds(100), scheduler: scheduler)
  },
  OperatorContract("tryMap") { upstream in
    upstream.tryMap { value throws(ContractFailure) in value * 2 }
  },
  OperatorContract("materialize/dematerialize") { upstream in
    upstream.materialize().dematerialize()
  },
  OperatorContract("flatMapLatest to a never-failing inner") { upstream in
    upstream.flatMapLatest { Signal<Int, Never>(just: $0) }
  },
  OperatorContract("flatMapMerge to a never-failing inner") { upstream in
    upstream.flatMapMerge { Signal<Int, Never>(just: $0) }
  },
  OperatorContract("flatMapConcat to a never-failing inner") { upstream in
    upstream.flatMapConcat { Signal<Int, Never>(just: $0) }
  },
  OperatorContract("prefix(while:)") { $0.prefix(while: { $0 < 1_000 }) },
  OperatorContract("drop(while:)") { $0.drop(while: { $0 < 1 }) },
  OperatorContract("first(where:)") { $0.first(where: { $0 > 1_000 }) },
  OperatorContract("last") { $0.last() },
  OperatorContract("reduce") { $0.reduce(0, +) },
  OperatorContract("collect()") { $0.collect() },
  OperatorContract("collect(_:)") { $0.collect(2) },
  OperatorContract("zipPrevious") { $0.zipPrevious().map { $0.1 } },
  OperatorContract("combinePrevious(initial:)") { $0.combinePrevious(initial: 0).map { $0.1 } },
  OperatorContract("handleEvents") { upstream in
    upstream.handleEvents(receiveOutput: { _ in }, receiveCompletion: { _ in })
  },
]

@Suite struct OperatorContractTests {
  @Test(arguments: operatorContracts, OperatorContract.Check.allCases)
  func operatorHonoursContract(_ contract: OperatorContract, _ check: OperatorContract.Check) {
    #expect(contract.verify(check) == [])
  }

  @Test func contractCoversEveryCheck() {
    #expect(
      OperatorContract.Check.allCases.map(\.rawValue) == [
        "failureForwardedOnce", "completionForwardedOnce", "disposeIsIdempotent",
        "silentAfterDispose", "upstreamReleased",
      ])
  }
}

// MARK: - The contract catches broken operators

/// Forwards events straight to the handler, and sends a value after a terminal event.
private struct TalksAfterTerminal: SignalProtocol {
  let upstream: OperatorContract.Upstream
  func observe(
    with observer: @escaping @Sendable (Event<Int, ContractFailure>) -> Void
  )
    -> any Disposable
  {
    upstream.observe { event in
      observer(event)
      if event.isTerminal { observer(.next(99)) }
    }
  }
}

/// Forwards events straight to the handler, ignoring dispose() for delivery purposes.
private struct IgnoresDispose<Upstream: SignalProtocol>: SignalProtocol {
  let upstream: Upstream
  func observe(
    with observer: @escaping @Sendable (Event<Upstream.Element, Upstream.Failure>) -> Void
  )
    -> any Disposable
  {
    _ = upstream.observe(with: observer)
    return SimpleDisposable()
  }
}

/// Keeps itself, and the upstream, alive through a reference cycle.
private final class Cycle: Sendable {
  let keep = Lock<[any Sendable]>.make([])
}

@Suite struct OperatorContractSelfTests {
  @Test func catchesEventsAfterTerminal() {
    let contract = OperatorContract("broken") { TalksAfterTerminal(upstream: $0) }
    let problems =
      contract.verify(.failureForwardedOnce) + contract.verify(.completionForwardedOnce)
    #expect(problems.count >= 2)
    #expect(problems.allSatisfy { $0.hasPrefix("broken: ") })
  }

  @Test func catchesSwallowedFailure() {
    let contract = OperatorContract("swallows") { upstream in
      Signal<Int, ContractFailure> { observer in
        upstream.observe { event in
          observer.receive(event.failure == nil ? event : .completed)
        }
      }
    }
    #expect(contract.verify(.failureForwardedOnce).count == 1)
    #expect(contract.verify(.completionForwardedOnce) == [])
  }

  @Test func catchesDeliveryAfterDisposeAndUpstreamNotReleased() {
    let contract = OperatorContract("ignores dispose") { IgnoresDispose(upstream: $0) }
    #expect(contract.verify(.silentAfterDispose).count == 1)
    #expect(contract.verify(.upstreamReleased).count == 1)
    #expect(contract.verify(.disposeIsIdempotent) == [])
  }

  @Test func catchesRetainCycle() {
    let contract = OperatorContract("cycle") { upstream in
      let cycle = Cycle()
      cycle.keep.withLock { $0 = [cycle, upstream] }
      return upstream.map { $0 }
    }
    #expect(contract.verify(.upstreamReleased).count == 1)
  }

  @Test func passesTheCoreOperators() {
    #expect(OperatorContract("map") { $0.map { $0 } }.verifyAll() == [])
  }
}
