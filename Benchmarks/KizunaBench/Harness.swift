import CKizunaBenchSupport

/// The result of one workload for one library: nanoseconds per operation over several runs.
struct Measurement {
  let library: String
  /// Nanoseconds per operation, one entry per run, sorted.
  let samples: [Double]
  /// A remark shown in the table (for example "n/a: no combineLatest in OpenCombine").
  var note: String = ""
  /// User-mode instructions per operation (median over the runs), where the machine can count
  /// them: unlike time, not disturbed by other processes.
  var instructions: Double? = nil

  var median: Double { kizuna_bench.median(samples) }

  /// (max - min) / median, in percent.
  var spread: Double {
    guard let first = samples.first, let last = samples.last, median > 0 else { return .nan }
    return (last - first) / median * 100
  }
}

/// The libraries measured on one workload, run in turns so that they share the machine's
/// noise.
///
/// Each library's body runs once to warm up; then every run measures each library once, the
/// starting library rotating from run to run, so that a slow phase of a loaded machine (another
/// process, frequency changes) lands on all of them rather than on whichever ran at that time.
/// The ratios of medians measured this way are far steadier than the absolute numbers.
struct Contest {
  let runs: Int
  /// Operations per run, to report ns per operation (unless a library gives its own count).
  let operations: Int
  private var entries: [(library: String, note: String, operations: Int, body: (() -> Int)?)] =
    []

  init(runs: Int, operations: Int) {
    self.runs = runs
    self.operations = operations
  }

  /// Adds a library; `body` performs `operations` operations (the contest's, unless given: a
  /// library thousands of times slower runs fewer, so that a run stays short) and returns a
  /// value folded into the accumulator so that the optimizer cannot drop the work.
  mutating func add(
    _ library: String, note: String = "", operations: Int? = nil,
    _ body: @escaping () -> Int
  ) {
    entries.append((library, note, operations ?? self.operations, body))
  }

  /// Adds a row for a library that cannot do the workload, with the reason.
  mutating func notAvailable(_ library: String, note: String) {
    entries.append((library, note, operations, nil))
  }

  /// Measures every library (or only `--library`), in turns.
  func run() -> [Measurement] {
    let measured = entries.indices.filter { index in
      entries[index].body != nil
        && (onlyLibrary == nil || onlyLibrary == entries[index].library.lowercased())
    }
    for index in measured { accumulator.total &+= entries[index].body!() }
    var runsOf = [Runs](repeating: Runs(), count: entries.count)
    for round in 0..<runs {
      for turn in measured.indices {
        let index = measured[(turn + round) % measured.count]
        runsOf[index].time(operations: entries[index].operations, entries[index].body!)
      }
    }
    return entries.indices.map { index in
      let entry = entries[index]
      let note =
        entry.body != nil && !measured.contains(index) ? "skipped (--library)" : entry.note
      return runsOf[index].measurement(library: entry.library, note: note)
    }
  }
}

/// Runs `body` once to warm up, then `runs` times, and reports ns per operation (for workloads
/// whose libraries need different run counts, like the diffs).
///
/// `body` performs `operations` operations and returns a value folded into the accumulator so
/// that the optimizer cannot drop the work.
func measure(
  _ library: String, runs: Int, operations: Int, _ body: () -> Int
) -> Measurement {
  if let onlyLibrary, onlyLibrary != library.lowercased() {
    return Measurement(library: library, samples: [], note: "skipped (--library)")
  }
  accumulator.total &+= body()
  var runsOfBody = Runs()
  for _ in 0..<runs { runsOfBody.time(operations: operations, body) }
  return runsOfBody.measurement(library: library)
}

/// The timed runs of one library on one workload: time and, where the machine counts them,
/// user-mode instructions, per operation.
struct Runs {
  private var times: [Double] = []
  private var instructions: [Double] = []

  /// Runs `body` (which performs `operations` operations) once, timed, and folds its result
  /// into the accumulator.
  mutating func time(operations: Int, _ body: () -> Int) {
    var result = 0
    let before = instructionCounter.read()
    let elapsed = ContinuousClock().measure {
      result = measured(body, operations: operations)
    }
    if let before, let after = instructionCounter.read() {
      instructions.append(Double(after - before) / Double(operations))
    }
    if reportsOperations { print("gate: operations \(operations)") }
    accumulator.total &+= result
    times.append(nanoseconds(elapsed) / Double(operations))
  }

  func measurement(library: String, note: String = "") -> Measurement {
    Measurement(
      library: library, samples: times.sorted(), note: note,
      instructions: instructions.isEmpty ? nil : median(instructions.sorted()))
  }
}

/// Runs `body` through `kizuna_bench_measured`, the C function the performance gate's
/// callgrind run collects inside (timed runs only, not warm-ups or set-up).
func measured(_ body: () -> Int, operations: Int) -> Int {
  let slowed = { () -> Int in
    var result = body()
    // `--slow-down N`: N more loop turns per operation, inside the measured region, so the
    // gate's self-test can show that a regression fails it.
    for turn in 0..<(operations * slowdownPerOperation) { result &+= opaque(turn) }
    return result
  }
  return withoutActuallyEscaping(slowed) { slowed in
    var box = slowed
    return withUnsafeMutablePointer(to: &box) { pointer in
      kizuna_bench_measured(
        { context in context!.assumingMemoryBound(to: (() -> Int).self).pointee() }, pointer)
    }
  }
}

/// Extra loop turns per operation in every measured run (`--slow-down N`; 0 normally).
// Safety: written only by the argument parser in main.swift, before any workload runs and
// before any other thread exists; only read afterwards.
nonisolated(unsafe) var slowdownPerOperation = 0

/// Whether each timed run prints its number of operations (`--report-operations`, for the
/// performance gate).
// Safety: written only by the argument parser in main.swift, before any workload runs and
// before any other thread exists; only read afterwards.
nonisolated(unsafe) var reportsOperations = false

/// The median of sorted `values` (`nan` for none).
func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return .nan }
  let middle = values.count / 2
  return values.count.isMultiple(of: 2)
    ? (values[middle - 1] + values[middle]) / 2 : values[middle]
}

/// Counts the instructions the benchmark thread executes in user mode, where possible.
struct InstructionCounter {
  private let descriptor = kizuna_bench_instruction_counter_open()

  /// The count so far, or `nil` where instructions cannot be counted.
  func read() -> Int? {
    let count = kizuna_bench_instruction_counter_read(descriptor)
    return count < 0 ? nil : Int(count)
  }
}

let instructionCounter = InstructionCounter()

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Bytes of C heap in use now (glibc's mallinfo2), for memory per subscription.
func heapInUse() -> Int { Int(kizuna_bench_heap_in_use()) }

/// Where benchmark bodies add their results, so the work they do is observable.
///
/// The counters live in raw memory, so that adding to them costs the same for every library
/// (a class's `var` would add a dynamic exclusivity check to each access).
///
/// Safety: the benchmark is single-threaded; every workload runs synchronously on the main
/// thread, and every library measured delivers synchronously on the sending thread, so the
/// counters are never accessed from two threads.
final class Accumulator: @unchecked Sendable {
  private let storage = UnsafeMutablePointer<Int>.allocate(capacity: 2)

  init() { storage.initialize(repeating: 0, count: 2) }

  var total: Int {
    get { storage[0] }
    _modify { yield &storage[0] }
  }
  var sum: Int {
    get { storage[1] }
    _modify { yield &storage[1] }
  }
}

/// Returns `value` through a call the optimizer cannot see into, so that closure baselines are
/// really called rather than folded away.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

let accumulator = Accumulator()

/// Set by `--library NAME`: measure only that library (for profiling).
nonisolated(unsafe) var onlyLibrary: String?
// Safety: written once by the argument parser before any workload runs, then only read, all on
// the main thread.
