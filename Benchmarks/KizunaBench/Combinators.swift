import Kizuna
import OpenCombine

// MARK: - W5: combineLatest of 5 sources, mapped to their sum

func w5(_ settings: Settings) -> Row {
  let updates = settings.count(200_000)
  // The floor is what a hand-written combineLatest does, with sources modelled as in W1 (a list
  // of callbacks each): every source's callback records its value, counts the sources that
  // have one, and once all five have, passes the sum on.
  var contest = Contest(runs: settings.runs, operations: updates)
  contest.add("closures") {
    accumulator.sum = 0
    let sink: (Int) -> Void = opaque { accumulator.sum &+= $0 }
    let box = opaque(LatestValuesBox(count: 5))
    let sources: [[(Int) -> Void]] = opaque(
      (0..<5).map { index in
        [
          { value in
            if let sum = box.latest.record(value, at: index) { sink(sum) }
          }
        ]
      })
    for source in sources { for observer in source { observer(0) } }
    for step in 0..<updates { for observer in sources[step % 5] { observer(step) } }
    return accumulator.sum
  }
  // The leaner floor measured before 2026-11-23: one callback for all sources, no per-source
  // observer lists and no check that every source has a value.
  contest.add(
    "closures (one callback)", note: "no per-source observers, no all-have-a-value check"
  ) {
    accumulator.sum = 0
    var latest = [0, 0, 0, 0, 0]
    let sink: (Int) -> Void = opaque { accumulator.sum &+= $0 }
    let update: (Int, Int) -> Void = opaque { index, value in
      latest[index] = value
      sink(latest[0] &+ latest[1] &+ latest[2] &+ latest[3] &+ latest[4])
    }
    for step in 0..<updates { update(step % 5, step) }
    return accumulator.sum
  }
  contest.add("Kizuna") {
    let sources = (0..<5).map { _ in PublishSubject<Int, Never>() }
    accumulator.sum = 0
    let observation = combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4]) {
      $0 &+ $1 &+ $2 &+ $3 &+ $4
    }.observeNext { accumulator.sum &+= $0 }
    for source in sources { source.send(0) }
    for step in 0..<updates { sources[step % 5].send(step) }
    observation.dispose()
    return accumulator.sum
  }
  contest.add("Kizuna (array form)", note: "combineLatest([Signal]) for sources of one type") {
    let sources = (0..<5).map { _ in PublishSubject<Int, Never>() }
    accumulator.sum = 0
    let observation = combineLatest(sources).map { $0[0] &+ $0[1] &+ $0[2] &+ $0[3] &+ $0[4] }
      .observeNext { accumulator.sum &+= $0 }
    for source in sources { source.send(0) }
    for step in 0..<updates { sources[step % 5].send(step) }
    observation.dispose()
    return accumulator.sum
  }
  contest.notAvailable(
    "OpenCombine", note: "n/a: OpenCombine 0.14 has no combineLatest (not emulated)")
  return Row(
    workload: "W5 combineLatest(5), 200k updates", unit: "ns",
    measurements: contest.run())
}

/// The latest values of a hand-written combineLatest, for the W5 floor.
struct LatestValues {
  private var values: [Int]
  private var hasValue: [Bool]
  private var valuedCount = 0

  init(count: Int) {
    values = Array(repeating: 0, count: count)
    hasValue = Array(repeating: false, count: count)
  }

  /// Records `value` for source `index`; returns the sum of all latest values once every
  /// source has one, else `nil`.
  mutating func record(_ value: Int, at index: Int) -> Int? {
    if !hasValue[index] {
      hasValue[index] = true
      valuedCount += 1
    }
    values[index] = value
    guard valuedCount == values.count else { return nil }
    return values.withUnsafeBufferPointer { $0.reduce(0, &+) }
  }
}

/// A reference to the hand-written combineLatest's state, shared by the sources' callbacks.
final class LatestValuesBox {
  var latest: LatestValues

  init(count: Int) { latest = LatestValues(count: count) }
}

// MARK: - W6: switchToLatest over 10,000 inner subjects with 10 values each

/// The closure floor for switching: the current inner source is a list of callbacks, and
/// switching unregisters from the old one and registers with the new one.
final class ClosureSource {
  var observers: [Int: (Int) -> Void] = [:]
  func send(_ value: Int) { for observer in observers.values { observer(value) } }
}

func w6(_ settings: Settings) -> Row {
  let inners = settings.count(10_000)
  let valuesPerInner = 10
  let operations = inners * valuesPerInner
  var contest = Contest(runs: settings.runs, operations: operations)
  contest.add("closures") {
    accumulator.sum = 0
    let sink: (Int) -> Void = opaque { accumulator.sum &+= $0 }
    var current: ClosureSource?
    for index in 0..<inners {
      let inner = opaque(ClosureSource())
      current?.observers[0] = nil
      inner.observers[0] = sink
      current = inner
      for value in 0..<valuesPerInner { inner.send(index &+ value) }
    }
    return accumulator.sum
  }
  contest.add("Kizuna") {
    let outer = PublishSubject<PublishSubject<Int, Never>, Never>()
    accumulator.sum = 0
    let observation = outer.switchToLatest().observeNext { accumulator.sum &+= $0 }
    for index in 0..<inners {
      let inner = PublishSubject<Int, Never>()
      outer.send(inner)
      for value in 0..<valuesPerInner { inner.send(index &+ value) }
    }
    observation.dispose()
    return accumulator.sum
  }
  contest.add("OpenCombine") {
    let outer = OpenCombine.PassthroughSubject<OpenCombine.PassthroughSubject<Int, Never>, Never>()
    accumulator.sum = 0
    let cancellable = outer.switchToLatest().sink { accumulator.sum &+= $0 }
    for index in 0..<inners {
      let inner = OpenCombine.PassthroughSubject<Int, Never>()
      outer.send(inner)
      for value in 0..<valuesPerInner { inner.send(index &+ value) }
    }
    cancellable.cancel()
    return accumulator.sum
  }
  return Row(
    workload: "W6 switchToLatest, 10k inners x 10", unit: "ns/value",
    measurements: contest.run())
}
