import KizunaBond
import KizunaTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A weak reference, for leak checks: `#expect(box.object == nil)` once the owner is gone.
final class WeakBox<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object?) { self.object = object }
}

/// Carries a value that is not `Sendable` to another thread in a test.
///
/// Safety: a test that uses it waits for the other threads (a semaphore, a task group, a
/// serial queue's `sync`) before it reads what they touched; the producers it carries keep
/// their own state behind a lock and deliver to each observer one event at a time.
struct SendableBox<Value>: @unchecked Sendable {
  let value: Value
}

/// An ``ObservableArrayOperation`` as an `Equatable` value, so that tests compare whole
/// operation logs.
indirect enum RecordedOperation<Element: Equatable>: Equatable, CustomStringConvertible {
  case insert([Element], at: Int)
  case update([Element], at: Int)
  case remove(Range<Int>)
  case reset([Element])
  case batch([RecordedOperation])

  init(_ operation: ObservableArrayOperation<Element>) {
    switch operation {
    case .Insert(let elements, let fromIndex): self = .insert(elements, at: fromIndex)
    case .Update(let elements, let fromIndex): self = .update(elements, at: fromIndex)
    case .Remove(let range): self = .remove(range)
    case .Reset(let array): self = .reset(array)
    case .Batch(let operations): self = .batch(operations.map { RecordedOperation($0) })
    }
  }

  var description: String {
    switch self {
    case .insert(let elements, let index): "insert(\(elements), at: \(index))"
    case .update(let elements, let index): "update(\(elements), at: \(index))"
    case .remove(let range): "remove(\(range))"
    case .reset(let elements): "reset(\(elements))"
    case .batch(let operations): "batch(\(operations))"
    }
  }
}

/// How many random cases the property tests run, and from which seed.
///
/// `KIZUNA_PROPERTY_ITERATIONS` scales every property; `KIZUNA_PROPERTY_SEED` with
/// `KIZUNA_PROPERTY_ITERATIONS=1` replays the case whose seed a failure names.
/// `scripts/property-tests.sh` runs the suites that use it long, from a fresh seed; a seed
/// that found a bug goes into `regressions`, which every run takes first.
enum BondProperty {
  static func seeds(default count: Int) -> [UInt64] {
    let iterations = variable("KIZUNA_PROPERTY_ITERATIONS").flatMap { Int($0) } ?? count
    let base = variable("KIZUNA_PROPERTY_SEED").flatMap { UInt64($0) } ?? 0x426F_6E64_7634
    return regressions + (0..<UInt64(max(iterations, 1))).map { base &+ $0 }
  }

  /// Seeds of cases that once failed, each with a comment: the test, the date, the bug.
  static let regressions: [UInt64] = []

  private static func variable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

extension SeededGenerator {
  /// A random integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

extension RecordedOperation {
  /// Applies the operation to `array`, as a table's data source would.
  func apply(to array: inout [Element]) {
    switch self {
    case .insert(let elements, let index): array.insert(contentsOf: elements, at: index)
    case .update(let elements, let index):
      array.replaceSubrange(index..<index + elements.count, with: elements)
    case .remove(let range): array.removeSubrange(range)
    case .reset(let elements): array = elements
    case .batch(let operations): for operation in operations { operation.apply(to: &array) }
    }
  }

  /// Whether the operation is a `.Batch` holding another `.Batch`.
  var hasNestedBatch: Bool {
    guard case .batch(let operations) = self else { return false }
    return operations.contains { if case .batch = $0 { true } else { false } }
  }
}

/// Random valid operations on an array, for property tests.
struct RandomOperations {
  var random: SeededGenerator
  private var nextValue = 1000

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  mutating func values(_ count: ClosedRange<Int>) -> [Int] {
    (0..<random.int(count)).map { _ in value() }
  }

  /// A fresh value; small ones repeat, so that filters and diffs meet duplicates.
  mutating func value() -> Int {
    nextValue += 1
    return random.int(0...3) == 0 ? random.int(0...5) : nextValue
  }

  /// A random insert, update or remove valid on an array of `count` elements.
  mutating func edit(count: Int) -> ObservableArrayOperation<Int> {
    switch random.int(count == 0 ? 0...0 : 0...2) {
    case 0: return .Insert(elements: values(1...3), fromIndex: random.int(0...count))
    case 1:
      let start = random.int(0...count - 1)
      return .Update(elements: values(1...(count - start)), fromIndex: start)
    default:
      let start = random.int(0...count - 1)
      return .Remove(range: start..<random.int(start + 1...count))
    }
  }

  /// A random batch of `1...maximum` edits valid on an array of `count` elements.
  mutating func batch(count: Int, maximum: Int) -> [ObservableArrayOperation<Int>] {
    var count = count
    var operations: [ObservableArrayOperation<Int>] = []
    for _ in 0..<random.int(1...maximum) {
      let operation = edit(count: count)
      switch operation {
      case .Insert(let elements, _): count += elements.count
      case .Remove(let range): count -= range.count
      default: break
      }
      operations.append(operation)
    }
    return operations
  }
}

/// What an exit test's child process wrote to its standard error.
func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
