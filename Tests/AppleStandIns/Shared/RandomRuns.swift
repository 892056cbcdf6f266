// What the random runs of the stand-in views share (Tests/AppleStandIns/UIKitTests and
// Run/AppKitTableBindingRun.swift are compiled with it): seeded random edits of a sectioned
// array and user moves, and a wait for the main actor's queued work.
import Kizuna
import KizunaTestSupport

/// Random edits of a sectioned array of strings, several kinds per batch, named by the caller.
enum RandomSectionedEdits {
  /// A user's drag of a row the sections have to a place it can go; `nil` without rows.
  static func rowMove(
    in sections: [ArraySection<String, String>], _ random: inout SeededGenerator
  ) -> (ItemPath, ItemPath)? {
    let filled = sections.indices.filter { !sections[$0].items.isEmpty }
    guard let fromSection = filled.randomElement(using: &random) else { return nil }
    let from = ItemPath(
      section: fromSection, item: random.next(below: sections[fromSection].items.count))
    let toSection = random.next(below: sections.count)
    let count = sections[toSection].items.count + (toSection == fromSection ? 0 : 1)
    return (from, ItemPath(section: toSection, item: random.next(below: count)))
  }

  /// One random edit of `batch`: a section or row inserted, removed or moved, or a row updated.
  static func edit(
    _ batch: inout SectionedArrayBatch<String, String>, _ random: inout SeededGenerator,
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
      guard let (from, to) = rowMove(in: sections, &random) else { return }
      batch.moveItem(from: from, to: to)
    }
  }
}

/// Waits until everything queued on the main-actor scheduler so far has run (FIFO), deferred
/// work after a table callback included: what a turn of UIKit's run loop does.
@MainActor
func flushMainActor() async {
  await withCheckedContinuation { continuation in
    MainActorScheduler.shared.executeLater { continuation.resume() }
  }
}
