import Kizuna
import KizunaBond
import KizunaExamples
import Testing

@testable import BondSeeds

/// The practical-samples article's row model, TextInputTableCellVM, in the article's nested
/// arrays, against KizunaExamples' `SectionedInputsViewModel`: the article's edits (three rows
/// one by one, three in one `performBatchUpdates`, its row-move code) give the same sections
/// and as many change events as the Kizuna version's edits. (The arrays bound to a table, and
/// the user's moves, run in Tests/AppleStandIns/BondUIKitTests on the stand-in UIKit.)
@Suite struct BondTextInputTests {
  /// The article's `sectionRowData`, as printed in its view controller.
  func articlesSections()
    -> KizunaBond.ObservableArray<KizunaBond.ObservableArray<TextInputTableCellVM>>
  {
    KizunaBond.ObservableArray<KizunaBond.ObservableArray<TextInputTableCellVM>>([
      [TextInputTableCellVM(), TextInputTableCellVM()], [TextInputTableCellVM()],
      [TextInputTableCellVM()],
    ])
  }

  @Test func aRowModelStartsWithTheArticlesLabelAndAnEmptyText() {
    let model = TextInputTableCellVM()
    #expect(model.itemLabelText.value == "自由入力")
    #expect(model.inputText.value == "")
    let row = KizunaExamples.TextInputRow(id: 1, title: "Name")
    #expect(model.inputText.value == row.text.value)
  }

  @Test func theArticlesEditsChangeTheSectionsLikeTheKizunaVersionsEdits() {
    let data = articlesSections()
    var bondEvents = 0
    let observation = data[0].observeNew { _ in bondEvents += 1 }
    let kizuna = SectionedInputsViewModel()  // two sections of two rows
    let kizunaCounter = Counter()
    let kizunaObservation = kizuna.sections.observeNext { _ in kizunaCounter.count += 1 }
    kizunaCounter.count = 0  // not the replayed sections
    var kizunaEvents: Int { kizunaCounter.count }

    // Three rows one by one: three events; the same three in one batch: one event.
    data[0].append(TextInputTableCellVM())
    data[0].append(TextInputTableCellVM())
    data[0].insert(TextInputTableCellVM(), atIndex: 3)
    for _ in 0..<3 { kizuna.addRow(toSection: 0) }
    #expect(bondEvents == 3)
    #expect(kizunaEvents == 3)
    data[0].performBatchUpdates { (rowDataList) -> Void in
      rowDataList.append(TextInputTableCellVM())
      rowDataList.append(TextInputTableCellVM())
      rowDataList.insert(TextInputTableCellVM(), atIndex: 3)
    }
    kizuna.addRows(count: 3, toSection: 0)
    #expect(bondEvents == 4)
    #expect(kizunaEvents == 4)
    #expect(data[0].count == kizuna.sections[section: 0].items.count)

    // The article's row-move code (remove, then insert) against a Kizuna move.
    let moved = data[0][1]
    let row = data[0].removeAtIndex(1)
    data[1].insert(row, atIndex: 0)
    kizuna.moveRow(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))
    #expect(data[1][0] === moved)
    // Both started with two rows in section 0 (and 1 and 2 rows in section 1): the same edits
    // leave the same changes.
    #expect(data.array.prefix(2).map(\.count) == [7, 2])
    #expect(kizuna.sections.collection.map(\.items.count) == [7, 3])
    observation.dispose()
    kizunaObservation.dispose()
  }
}

/// Counts a Kizuna signal's events (its observers are `@Sendable`).
// Safety: the test changes and reads it on its own thread only (the view model's edits deliver
// synchronously).
final class Counter: @unchecked Sendable {
  var count = 0
}
