import Kizuna
import KizunaTestSupport

/// Settings for property tests, from the environment.
///
/// - `KIZUNA_PROPERTY_ITERATIONS`: how many random cases each property runs.
/// - `KIZUNA_PROPERTY_SEED`: the base seed; the cases' seeds follow it. A failure names the seed
///   of its case, and setting this variable to it (with `KIZUNA_PROPERTY_ITERATIONS=1`) replays
///   that case. `scripts/property-tests.sh` runs the long property tests this way; its CI run
///   draws a fresh base seed each time and prints it, so the cases add up across runs.
///
/// Every property also runs the seeds of ``PropertyRegressions`` first, whatever the settings.
enum PropertySettings {
  static func iterations(default defaultValue: Int) -> Int {
    environment("KIZUNA_PROPERTY_ITERATIONS").flatMap(Int.init) ?? defaultValue
  }

  static var baseSeed: UInt64 {
    environment("KIZUNA_PROPERTY_SEED").flatMap { UInt64($0) } ?? 0x4B69_7A75_6E61
  }

  /// The seeds of the cases to run.
  static func seeds(default defaultValue: Int) -> [UInt64] {
    seeds(count: iterations(default: defaultValue))
  }

  /// The regression seeds, then the seeds of `count` cases from the base seed (a test that
  /// scales the configured iterations).
  static func seeds(count: Int) -> [UInt64] {
    let base = baseSeed
    return PropertyRegressions.seeds + (0..<UInt64(count)).map { base &+ $0 }
  }

  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}

/// Seeds of cases that once failed a property test, run by every property test on every run, so
/// that a failure a random run found stays found.
///
/// When a run of `scripts/property-tests.sh` (CI's long run, with a fresh base seed) fails, the
/// failure names the seed of its case; replay it with
/// `scripts/property-tests.sh --seed <seed> --iterations 1`, fix the bug, and add the seed here
/// with the test that failed and what was wrong.
enum PropertyRegressions {
  static let seeds: [UInt64] = [
    // A failing case's seed goes here, with a comment: the test that failed, the date, the bug.
  ]
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A row with an identity and a version, so that updates change its value.
struct TestRow: Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var version = 0
  var description: String { version == 0 ? "r\(id)" : "r\(id)v\(version)" }
}

/// A section header with an identity and a version.
struct TestHeader: Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var version = 0
  var description: String { version == 0 ? "h\(id)" : "h\(id)v\(version)" }
}

typealias TestSection = ArraySection<TestHeader, TestRow>

/// Makes random data and random edits for property tests.
struct RandomEdits {
  var random: SeededGenerator
  var nextID = 0

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  mutating func row() -> TestRow {
    nextID += 1
    return TestRow(id: nextID)
  }

  mutating func header() -> TestHeader {
    nextID += 1
    return TestHeader(id: nextID)
  }

  mutating func rows(_ count: ClosedRange<Int>) -> [TestRow] { (0..<int(count)).map { _ in row() } }

  mutating func sections(_ count: ClosedRange<Int>, rows: ClosedRange<Int>) -> [TestSection] {
    (0..<int(count)).map { _ in TestSection(metadata: header(), items: self.rows(rows)) }
  }

  /// A random valid edit of a flat array of `count` elements.
  mutating func flatEdit(_ elements: [TestRow]) -> ArrayEdit<TestRow> {
    let count = elements.count
    if count == 0 { return .insert(row(), at: 0) }
    switch int(0...9) {
    case 0...2: return .insert(row(), at: int(0...count))
    case 3...4: return .delete(at: int(0...count - 1))
    case 5...6:
      let index = int(0...count - 1)
      var element = elements[index]
      element.version += 1
      return .update(element, at: index)
    default: return .move(from: int(0...count - 1), to: int(0...count - 1))
    }
  }

  /// A random valid edit of `sections`.
  mutating func sectionedEdit(_ sections: [TestSection]) -> SectionedArrayEdit<TestHeader, TestRow>
  {
    let nonEmpty = sections.indices.filter { !sections[$0].items.isEmpty }
    while true {
      switch int(0...11) {
      case 0:
        return .insertSection(
          TestSection(metadata: header(), items: rows(0...3)), at: int(0...sections.count))
      case 1 where !sections.isEmpty:
        return .deleteSection(at: int(0...sections.count - 1))
      case 2 where !sections.isEmpty:
        let index = int(0...sections.count - 1)
        var header = sections[index].metadata
        header.version += 1
        return .updateSection(header, at: index)
      case 3 where !sections.isEmpty:
        return .moveSection(from: int(0...sections.count - 1), to: int(0...sections.count - 1))
      case 4...5 where !sections.isEmpty:
        let section = int(0...sections.count - 1)
        return .insertItem(
          row(), at: ItemPath(section: section, item: int(0...sections[section].items.count)))
      case 6 where !nonEmpty.isEmpty:
        let section = nonEmpty[int(0...nonEmpty.count - 1)]
        return .deleteItem(
          at: ItemPath(section: section, item: int(0...sections[section].items.count - 1)))
      case 7...8 where !nonEmpty.isEmpty:
        let section = nonEmpty[int(0...nonEmpty.count - 1)]
        let path = ItemPath(section: section, item: int(0...sections[section].items.count - 1))
        var item = sections[section].items[path.item]
        item.version += 1
        return .updateItem(item, at: path)
      case 9...11 where !nonEmpty.isEmpty:
        let section = nonEmpty[int(0...nonEmpty.count - 1)]
        let from = ItemPath(section: section, item: int(0...sections[section].items.count - 1))
        let target = int(0...sections.count - 1)
        let targetCount = sections[target].items.count - (target == section ? 1 : 0)
        return .moveItem(from: from, to: ItemPath(section: target, item: int(0...targetCount)))
      case 0...11:
        if sections.isEmpty {
          return .insertSection(TestSection(metadata: header(), items: rows(0...3)), at: 0)
        }
        continue
      default:
        continue
      }
    }
  }
}
