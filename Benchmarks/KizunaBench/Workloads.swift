import Kizuna
import OpenCombine

/// The benchmark's settings: how many operations and runs.
struct Settings {
  var runs = 7
  var scale = 1.0

  func count(_ full: Int) -> Int { max(1, Int(Double(full) * scale)) }
}

// MARK: - W1: subject -> map(+1) -> filter(even) -> sink

func w1(_ settings: Settings) -> Row {
  let sends = settings.count(1_000_000)
  var contest = Contest(runs: settings.runs, operations: sends)
  contest.add("closures") {
    let sink: (Int) -> Void = opaque { accumulator.sum &+= $0 }
    let filter: (Int) -> Void = opaque { if $0 & 1 == 0 { sink($0) } }
    let map: (Int) -> Void = opaque { filter($0 &+ 1) }
    let observers: [(Int) -> Void] = opaque([map])
    accumulator.sum = 0
    for value in 0..<sends { for observer in observers { observer(value) } }
    return accumulator.sum
  }
  contest.add("Kizuna") {
    let subject = opaque(PublishSubject<Int, Never>())
    accumulator.sum = 0
    let observation = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.observeNext {
      accumulator.sum &+= $0
    }
    for value in 0..<sends { subject.send(value) }
    observation.dispose()
    return accumulator.sum
  }
  contest.add("OpenCombine") {
    let subject = opaque(OpenCombine.PassthroughSubject<Int, Never>())
    accumulator.sum = 0
    let cancellable = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink {
      accumulator.sum &+= $0
    }
    for value in 0..<sends { subject.send(value) }
    cancellable.cancel()
    return accumulator.sum
  }
  return Row(
    workload: "W1 map+filter, 1M sends", unit: "ns", measurements: contest.run())
}

// MARK: - W2: current value with one observer

/// The closure floor for a current-value box: a stored value and one callback.
final class ClosureBox {
  var observer: (Int) -> Void = { _ in }
  var value = 0 {
    didSet { observer(value) }
  }
}

func w2(_ settings: Settings) -> Row {
  let sets = settings.count(1_000_000)
  var contest = Contest(runs: settings.runs, operations: sets)
  contest.add("closures") {
    let box = opaque(ClosureBox())
    accumulator.sum = 0
    box.observer = opaque { accumulator.sum &+= $0 }
    for value in 0..<sets { box.value = value }
    return accumulator.sum
  }
  contest.add("Kizuna") {
    let observable = opaque(Observable(0))
    accumulator.sum = 0
    let observation = observable.observeNext { accumulator.sum &+= $0 }
    for value in 0..<sets { observable.value = value }
    observation.dispose()
    return accumulator.sum
  }
  contest.add("OpenCombine") {
    let subject = opaque(CurrentValueSubject<Int, Never>(0))
    accumulator.sum = 0
    let cancellable = subject.sink { accumulator.sum &+= $0 }
    for value in 0..<sets { subject.send(value) }
    cancellable.cancel()
    return accumulator.sum
  }
  return Row(
    workload: "W2 current value, 1M sets", unit: "ns",
    measurements: contest.run())
}

// MARK: - W3: one subject, 1,000 observers, 1,000 sends

func w3(_ settings: Settings) -> Row {
  let observerCount = 1_000
  let sends = settings.count(1_000)
  let deliveries = observerCount * sends
  var contest = Contest(runs: settings.runs, operations: deliveries)
  contest.add("closures") {
    accumulator.sum = 0
    let observers: [(Int) -> Void] = opaque(
      (0..<observerCount).map { _ in opaque { accumulator.sum &+= $0 } })
    for value in 0..<sends { for observer in observers { observer(value) } }
    return accumulator.sum
  }
  contest.add("Kizuna") {
    let subject = opaque(PublishSubject<Int, Never>())
    accumulator.sum = 0
    let bag = DisposeBag()
    for _ in 0..<observerCount { subject.observeNext { accumulator.sum &+= $0 }.dispose(in: bag) }
    for value in 0..<sends { subject.send(value) }
    bag.dispose()
    return accumulator.sum
  }
  contest.add("OpenCombine") {
    let subject = opaque(OpenCombine.PassthroughSubject<Int, Never>())
    accumulator.sum = 0
    var cancellables: [AnyCancellable] = []
    for _ in 0..<observerCount { cancellables.append(subject.sink { accumulator.sum &+= $0 }) }
    for value in 0..<sends { subject.send(value) }
    cancellables.removeAll()
    return accumulator.sum
  }
  return Row(
    workload: "W3 1,000 observers x 1,000 sends", unit: "ns/delivery",
    measurements: contest.run())
}

// MARK: - W4: subscribe then dispose; W4b: dispose one of 1,000

/// The closure floor for subscribing: a dictionary of callbacks keyed by a token.
final class ClosureRegistry {
  var observers: [Int: (Int) -> Void] = [:]
  var nextToken = 0
  func add(_ observer: @escaping (Int) -> Void) -> Int {
    nextToken += 1
    observers[nextToken] = observer
    return nextToken
  }
  func remove(_ token: Int) { observers[token] = nil }
}

func w4(_ settings: Settings) -> Row {
  let cycles = settings.count(100_000)
  var contest = Contest(runs: settings.runs, operations: cycles)
  contest.add("closures") {
    let registry = opaque(ClosureRegistry())
    for value in 0..<cycles {
      let token = registry.add { accumulator.sum &+= $0 &+ value }
      registry.remove(token)
    }
    return registry.nextToken
  }
  contest.add("Kizuna") {
    let subject = opaque(PublishSubject<Int, Never>())
    var count = 0
    for value in 0..<cycles {
      let observation = subject.observeNext { accumulator.sum &+= $0 &+ value }
      observation.dispose()
      count &+= 1
    }
    return count
  }
  contest.add("OpenCombine") {
    let subject = opaque(OpenCombine.PassthroughSubject<Int, Never>())
    var count = 0
    for value in 0..<cycles {
      let cancellable = subject.sink { accumulator.sum &+= $0 &+ value }
      cancellable.cancel()
      count &+= 1
    }
    return count
  }
  return Row(
    workload: "W4 subscribe+dispose, 100k", unit: "ns",
    measurements: contest.run())
}

/// A fixed shuffle, so every library disposes in the same order.
func shuffledIndices(_ count: Int) -> [Int] {
  var generator = SplitMix64(seed: 42)
  return Array(0..<count).shuffled(using: &generator)
}

struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Disposing observers one by one, in a fixed shuffled order, while the subject stays alive:
/// only the disposals are timed (subscribing is W4's business). Each round sets up about
/// 100,000 subscriptions, spread over as many subjects of `live` observers as that takes, so
/// that small `live` counts are timed over enough work.
///
/// The live count is not held at `live`: a round disposes every observer of each subject, so
/// a subject has `live` observers at its first disposal and one at its last (half as many on
/// average). "Dispose 1 of N live" names the count a round starts from; a cost that grew with
/// the live count would still show as N grows, at half the slope.
///
/// `keepsSubject` false reproduces the first version of W4b, whose set-up returned only the
/// disposers: the subject was freed before the timed loop, which completed every observer, so
/// each timed `dispose()` returned early. Kept, labelled, to show the artifact.
func disposeOneOfLive(
  _ settings: Settings, live: Int, keepsSubject: Bool = true, libraries: Set<String>
) -> Row {
  let groups = max(1, 100_000 / live)
  let rounds = max(1, settings.count(10))
  let order = shuffledIndices(live)
  let operations = live * groups * rounds
  /// One subject's disposers, and the subject itself (kept alive while they are timed).
  typealias Group = (subject: AnyObject?, disposers: [() -> Void])
  func timedDisposals(_ setUp: () -> Group) -> Duration {
    var total = Duration.zero
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      let set = (0..<groups).map { _ in setUp() }
      total += clock.measure {
        // Through `measured`, so that callgrind can count these instructions alone.
        accumulator.total &+= measured(
          {
            for group in set { for index in order { group.disposers[index]() } }
            return set.count
          }, operations: live * groups)
      }
      withExtendedLifetime(set) {}
    }
    return total
  }
  func run(_ library: String, _ setUp: @escaping () -> Group) -> Measurement {
    guard libraries.contains(library), onlyLibrary.map({ $0 == library.lowercased() }) ?? true
    else {
      return Measurement(library: library, samples: [], note: "not run")
    }
    _ = timedDisposals(setUp)
    let samples = (0..<settings.runs).map { _ in
      nanoseconds(timedDisposals(setUp)) / Double(operations)
    }
    return Measurement(library: library, samples: samples.sorted())
  }
  let closures = run("closures") {
    let registry = ClosureRegistry()
    let disposers = (0..<live).map { _ in
      let token = registry.add { accumulator.sum &+= $0 }
      return { registry.remove(token) }
    }
    return (registry, disposers)
  }
  let kizuna = run("Kizuna") {
    let subject = PublishSubject<Int, Never>()
    let disposers = (0..<live).map { _ in
      let observation = subject.observeNext { accumulator.sum &+= $0 }
      return { observation.dispose() }
    }
    return (keepsSubject ? subject : nil, disposers)
  }
  let openCombine = run("OpenCombine") {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    let disposers = (0..<live).map { _ in
      let cancellable = subject.sink { accumulator.sum &+= $0 }
      return { cancellable.cancel() }
    }
    return (keepsSubject ? subject : nil, disposers)
  }
  let grouped = String(live).reversed().enumerated().map { index, digit in
    index > 0 && index % 3 == 0 ? ",\(digit)" : "\(digit)"
  }.joined()
  let name =
    keepsSubject
    ? "W4b dispose 1 of \(String(grouped.reversed())) live"
    : "W4b (old set-up, subject freed: disposals return early)"
  return Row(workload: name, unit: "ns", measurements: [closures, kizuna, openCombine])
}

/// W4b: disposing one of 1,000 live observers, with the subject alive.
func w4b(_ settings: Settings) -> Row {
  disposeOneOfLive(settings, live: 1_000, libraries: ["closures", "Kizuna", "OpenCombine"])
}

/// The old W4b set-up, kept to show its artifact (see ``disposeOneOfLive``).
func w4bOld(_ settings: Settings) -> Row {
  disposeOneOfLive(
    settings, live: 1_000, keepsSubject: false, libraries: ["closures", "Kizuna", "OpenCombine"])
}

/// W4c: disposal cost against the number of live observers; flat means O(1). OpenCombine runs
/// too: its cancellation is flat in the live count as well.
func w4c(_ settings: Settings) -> [Row] {
  [10, 100_000].map { live in
    disposeOneOfLive(settings, live: live, libraries: ["closures", "Kizuna", "OpenCombine"])
  }
}

// MARK: - Memory: bytes per live subscription

func memory(_ settings: Settings) -> Row {
  let count = settings.count(1_000_000)
  func bytesPerSubscription(_ body: () -> Int) -> Double {
    let before = heapInUse()
    let kept = body()
    let after = heapInUse()
    accumulator.total &+= kept
    return Double(after - before) / Double(count)
  }
  var closureBytes = 0.0
  var kizunaBytes = 0.0
  var openCombineBytes = 0.0
  do {
    let registry = ClosureRegistry()
    registry.observers.reserveCapacity(0)
    closureBytes = bytesPerSubscription {
      for _ in 0..<count { _ = registry.add { accumulator.sum &+= $0 } }
      return registry.observers.count
    }
  }
  do {
    let subject = PublishSubject<Int, Never>()
    var observations: [any Disposable] = []
    kizunaBytes = bytesPerSubscription {
      observations.reserveCapacity(count)
      for _ in 0..<count { observations.append(subject.observeNext { accumulator.sum &+= $0 }) }
      return observations.count
    }
    for observation in observations { observation.dispose() }
  }
  do {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    var cancellables: [AnyCancellable] = []
    openCombineBytes = bytesPerSubscription {
      cancellables.reserveCapacity(count)
      for _ in 0..<count { cancellables.append(subject.sink { accumulator.sum &+= $0 }) }
      return cancellables.count
    }
  }
  return Row(
    workload: "Memory per live subscription (1M)", unit: "bytes",
    measurements: [
      Measurement(library: "closures", samples: [closureBytes]),
      Measurement(
        library: "Kizuna", samples: [kizunaBytes], note: "incl. the disposable the caller keeps"),
      Measurement(
        library: "OpenCombine", samples: [openCombineBytes], note: "incl. the AnyCancellable"),
    ])
}
