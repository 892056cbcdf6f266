import CKizunaBenchSupport

/// The result of one workload for one library: nanoseconds per operation over several runs.
struct Measurement {
  let library: String
  /// Nanoseconds per operation, one entry per run, sorted.
  let samples: [Double]
  /// A remark shown in the table (for example "n/a: no combineLatest in OpenCombine").
  var note: String = ""

  var median: Double {
    guard !samples.isEmpty else { return .nan }
    let middle = samples.count / 2
    return samples.count.isMultiple(of: 2)
      ? (samples[middle - 1] + samples[middle]) / 2 : samples[middle]
  }

  /// (max - min) / median, in percent.
  var spread: Double {
    guard let first = samples.first, let last = samples.last, median > 0 else { return .nan }
    return (last - first) / median * 100
  }
}

/// Runs `body` once to warm up, then `runs` times, and reports ns per operation.
///
/// `body` performs `operations` operations and returns a value folded into the accumulator so
/// that the optimizer cannot drop the work.
func measure(
  _ library: String, runs: Int, operations: Int, _ body: () -> Int
) -> Measurement {
  if let onlyLibrary, onlyLibrary != library.lowercased() {
    return Measurement(library: library, samples: [], note: "skipped (--library)")
  }
  let clock = ContinuousClock()
  accumulator.total &+= body()
  var samples: [Double] = []
  for _ in 0..<runs {
    var result = 0
    let elapsed = clock.measure { result = body() }
    accumulator.total &+= result
    samples.append(nanoseconds(elapsed) / Double(operations))
  }
  return Measurement(library: library, samples: samples.sorted())
}

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
