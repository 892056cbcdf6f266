// Runs KizunaUIKit's TableViewBinding against the stand-in UITableView, whose every batch goes
// to Kizuna's table-update oracle: random edits of a sectioned array (inserts, deletes, updates,
// moves of rows and sections, several per batch) and user moves of rows, checking after each
// step that the oracle accepted every batch and that the table shows the data.
// Built and run by scripts/check-apple-adapters.sh; exits 1 on the first failure.
import Foundation
import Kizuna
import KizunaUIKit
@_spi(StandIn) import UIKit

@main
@MainActor
enum TableViewBindingRun {
  static func main() async {
    let steps = Int(ProcessInfo.processInfo.environment["KIZUNA_STAND_IN_STEPS"] ?? "") ?? 2_000
    var random = SplitMix64(seed: 11)
    let table = UITableView(frame: .zero, style: .plain)
    var configuration = TableConfiguration<String, String>()
    configuration.headerTitle = { title, _ in title }
    configuration.canMoveRow = { _, _ in true }
    let binding = TableViewBinding<String, String>(
      tableView: table, configuration: configuration
    ) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var names = 0
    func name(_ prefix: String) -> String {
      names += 1
      return "\(prefix)\(names)"
    }
    let rows = MutableObservableSectionedArray<String, String>(
      (0..<3).map { _ in ArraySection(metadata: name("S"), items: (0..<4).map { _ in name("r") }) })
    let bag = DisposeBag()
    binding.binder.bind(rows).dispose(in: bag)

    var userMoves = 0
    for step in 1...steps {
      if random.next(below: 5) == 0, let (from, to) = randomRowMove(in: rows.collection, &random) {
        // What a user's drag does: the table moves the row, then tells its data source.
        table.oracle.simulateUserMove(from: from, to: to) {
          binding.tableView(
            table, moveRowAt: IndexPath(row: from.item, section: from.section),
            to: IndexPath(row: to.item, section: to.section))
        }
        userMoves += 1
      } else {
        rows.batchUpdate { batch in
          for _ in 0...random.next(below: 3) { randomEdit(&batch, &random, name) }
        }
      }
      await flushMainActor()
      check(step, table, rows)
    }
    print(
      "TableViewBinding on the stand-in UITableView: \(steps) steps (\(userMoves) user moves), "
        + "\(table.oracle.batchCount) batches and \(table.oracle.reloadCount) reloads, "
        + "every one accepted by the oracle.")
  }

  static func check(
    _ step: Int, _ table: UITableView, _ rows: MutableObservableSectionedArray<String, String>
  ) {
    let expected = rows.collection.map { section in
      ArraySection<String?, String?>(metadata: section.metadata, items: section.items.map { $0 })
    }
    guard table.oracle.errors.isEmpty, table.oracle.shown == expected else {
      print("step \(step): the table rejected a batch or shows other data")
      print("  errors: \(table.oracle.errors)")
      print("  shown:  \(table.oracle.shown)")
      print("  data:   \(expected)")
      exit(1)
    }
  }

  static func randomRowMove(
    in sections: [ArraySection<String, String>], _ random: inout SplitMix64
  ) -> (ItemPath, ItemPath)? {
    let filled = sections.indices.filter { !sections[$0].items.isEmpty }
    guard let fromSection = filled.randomElement(using: &random) else { return nil }
    let from = ItemPath(
      section: fromSection, item: random.next(below: sections[fromSection].items.count))
    let toSection = random.next(below: sections.count)
    let count = sections[toSection].items.count + (toSection == fromSection ? 0 : 1)
    return (from, ItemPath(section: toSection, item: random.next(below: count)))
  }

  static func randomEdit(
    _ batch: inout SectionedArrayBatch<String, String>, _ random: inout SplitMix64,
    _ name: (String) -> String
  ) {
    let sections = batch.collection
    let paths = sections.indices.flatMap { section in
      sections[section].items.indices.map { ItemPath(section: section, item: $0) }
    }
    switch random.next(below: 10) {
    case 0 where sections.count < 6:
      batch.insertSection(
        ArraySection(metadata: name("S"), items: [name("r")]),
        at: random.next(below: sections.count + 1))
    case 1 where sections.count > 1:
      batch.removeSection(at: random.next(below: sections.count))
    case 2 where sections.count > 1:
      batch.moveSection(
        from: random.next(below: sections.count), to: random.next(below: sections.count))
    case 3, 4:
      guard !sections.isEmpty else { return }
      let section = random.next(below: sections.count)
      batch.insertItem(
        name("r"),
        at: ItemPath(section: section, item: random.next(below: sections[section].items.count + 1)))
    case 5, 6:
      guard let path = paths.randomElement(using: &random) else { return }
      _ = batch.removeItem(at: path)
    case 7:
      guard let path = paths.randomElement(using: &random) else { return }
      batch[path] = name("u")
    default:
      guard let (from, to) = randomRowMove(in: sections, &random) else { return }
      batch.moveItem(from: from, to: to)
    }
  }

  /// Waits until everything queued on the main-actor scheduler so far has run (FIFO), deferred
  /// work after a table callback included.
  static func flushMainActor() async {
    await withCheckedContinuation { continuation in
      MainActorScheduler.shared.executeLater { continuation.resume() }
    }
  }
}

/// A small seeded generator, so that a failing run can be repeated.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func next(below bound: Int) -> Int { Int(next(upperBound: UInt64(bound))) }
}
