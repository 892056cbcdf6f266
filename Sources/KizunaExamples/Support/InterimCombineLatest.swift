import Kizuna

// Interim: the operators branch brings the pack-based `combineLatest` into the core; until it
// is merged, the examples use these fixed-arity versions with the same shape. Delete this file
// when `Kizuna.combineLatest` lands.

private final class LatestValues: Sendable {
  private let values: Lock<[(any Sendable)?]>
  private let completed = Lock.make(0)
  let count: Int
  init(count: Int) {
    self.count = count
    values = Lock.make(Array(repeating: nil, count: count))
  }
  /// Stores `value` at `index`; returns all values when every source has sent one.
  func store(_ value: any Sendable, at index: Int) -> [any Sendable]? {
    values.withLock { values in
      values[index] = value
      let all = values.compactMap { $0 }
      return all.count == count ? all : nil
    }
  }
  func complete() -> Bool {
    completed.withLock {
      $0 += 1; return $0 == count
    }
  }
}

private typealias ErasedSource =
  @Sendable (@escaping @Sendable (Event<any Sendable, Never>) -> Void) -> any Disposable

private func combine<Output: Sendable>(
  _ sources: [ErasedSource],
  _ transform: @escaping @Sendable ([any Sendable]) -> Output
) -> Signal<Output, Never> {
  Signal { observer in
    let latest = LatestValues(count: sources.count)
    let composite = CompositeDisposable()
    for (index, source) in sources.enumerated() {
      composite.insert(
        source { event in
          switch event {
          case .next(let value):
            if let all = latest.store(value, at: index) { observer.receive(transform(all)) }
          case .completed:
            if latest.complete() { observer.receive(completion: .finished) }
          }
        })
    }
    return composite
  }
}

private func erase<S: SignalProtocol>(_ signal: S) -> ErasedSource
where S.Failure == Never {
  { observer in
    signal.observe { event in
      switch event {
      case .next(let value): observer(.next(value))
      case .completed: observer(.completed)
      }
    }
  }
}

func combineLatest<A: SignalProtocol, B: SignalProtocol>(
  _ a: A, _ b: B
)
  -> Signal<(A.Element, B.Element), Never> where A.Failure == Never, B.Failure == Never
{
  combine([erase(a), erase(b)]) { ($0[0] as! A.Element, $0[1] as! B.Element) }
}

func combineLatest<A: SignalProtocol, B: SignalProtocol, C: SignalProtocol>(
  _ a: A, _ b: B, _ c: C
)
  -> Signal<(A.Element, B.Element, C.Element), Never>
where A.Failure == Never, B.Failure == Never, C.Failure == Never {
  combine([erase(a), erase(b), erase(c)]) {
    ($0[0] as! A.Element, $0[1] as! B.Element, $0[2] as! C.Element)
  }
}

func combineLatest<A: SignalProtocol, B: SignalProtocol, C: SignalProtocol, D: SignalProtocol>(
  _ a: A, _ b: B, _ c: C, _ d: D
) -> Signal<(A.Element, B.Element, C.Element, D.Element), Never>
where A.Failure == Never, B.Failure == Never, C.Failure == Never, D.Failure == Never {
  combine([erase(a), erase(b), erase(c), erase(d)]) {
    ($0[0] as! A.Element, $0[1] as! B.Element, $0[2] as! C.Element, $0[3] as! D.Element)
  }
}
