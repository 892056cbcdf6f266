public import Kizuna

/// The view model of the sectioned text inputs screen: sections of rows, each row a label and
/// a text field bound two-way to its own ``TextInputRow``.
///
/// Rows are added, removed and moved through ``sections``, a sectioned observable array; the
/// multi-row operations run as one batch, so a bound table updates once per operation.
///
/// ```swift
/// let model = SectionedInputsViewModel()
/// model.sections.observeNext { print($0.kind) }.dispose(in: bag)  // prints "initial"
/// model.addRows(count: 3, toSection: 1)                            // prints "edits" (once)
/// ```
///
/// The same rows can be shown grouped by the initial of their title, in ``rowsByInitial``: a
/// sectioned array derived with `flattened()` and `grouped(by:)` from ``sections``, which
/// follows every edit of ``sections`` with the exact rows and sections inserted, deleted and
/// moved.
///
/// ```swift
/// let model = SectionedInputsViewModel()
/// print(model.rowsByInitial.collection.map(\.metadata))  // prints ["C", "E", "N", "S"]
/// ```
///
/// Mutate it on the main actor when a table is bound to ``sections`` (tables are main-actor).
public final class SectionedInputsViewModel: Sendable {
  /// The sections: a title and rows.
  public let sections: MutableObservableSectionedArray<String, TextInputRow>
  /// The rows of ``sections`` grouped by ``TextInputRow/initial``: one section per initial, in
  /// alphabetical order, each with its rows in the order of ``sections``. Read-only: edit
  /// ``sections``.
  public let rowsByInitial: ObservableSectionedArray<String, TextInputRow>
  private let nextID = Lock.make(1)

  /// Creates the screen's data: a "Profile" and an "Address" section with two rows each.
  public init() {
    sections = MutableObservableSectionedArray()
    // Every row of the sections, in order, regrouped: each edit of the sections is translated
    // (O(log n)), not diffed.
    rowsByInitial = sections.flattened().grouped { $0.initial }
    sections.replace(with: [
      ArraySection(metadata: "Profile", items: [makeRow("Name"), makeRow("Email")]),
      ArraySection(metadata: "Address", items: [makeRow("Street"), makeRow("City")]),
    ])
  }

  /// The number of rows in all sections.
  public var rowCount: Int { sections.collection.reduce(0) { $0 + $1.items.count } }

  /// Every row's text, by section, for summaries and tests.
  public var texts: [[String]] { sections.collection.map { $0.items.map(\.text.value) } }

  /// Appends a new empty row to `section`.
  ///
  /// - Precondition: `section` is a valid section index.
  public func addRow(toSection section: Int) {
    addRows(count: 1, toSection: section)
  }

  /// Appends `count` new empty rows to `section`, in one batch.
  ///
  /// - Precondition: `section` is a valid section index and `count` is at least 1.
  public func addRows(count: Int, toSection section: Int) {
    precondition(count >= 1, "addRows(count:toSection:): count \(count) must be 1 or more")
    checkSection(section)
    let rows = (0..<count).map { _ in makeRow(nil) }
    sections.batchUpdate { batch in
      for row in rows { batch.appendItem(row, toSection: section) }
    }
  }

  /// Removes the row at `path`.
  public func removeRow(at path: ItemPath) {
    sections.removeItem(at: path)
  }

  /// Removes the last row of `section`, if it has one.
  public func removeLastRow(ofSection section: Int) {
    checkSection(section)
    let count = sections[section: section].items.count
    if count > 0 { sections.removeItem(at: ItemPath(section: section, item: count - 1)) }
  }

  /// Removes every row whose text is empty, in one batch.
  public func removeEmptyRows() {
    let empty = sections.collection.enumerated().flatMap { section, content in
      content.items.enumerated().filter { $0.element.text.value.isEmpty }
        .map { ItemPath(section: section, item: $0.offset) }
    }
    guard !empty.isEmpty else { return }
    sections.batchUpdate { batch in
      for path in empty.reversed() { _ = batch.removeItem(at: path) }
    }
  }

  /// Moves the row at `from` to `to`.
  public func moveRow(from: ItemPath, to: ItemPath) {
    sections.moveItem(from: from, to: to)
  }

  /// Reverses the order of the rows of `section`, in one batch of moves.
  public func reverseRows(ofSection section: Int) {
    checkSection(section)
    let count = sections[section: section].items.count
    guard count > 1 else { return }
    sections.batchUpdate { batch in
      for index in 0..<count - 1 {
        batch.moveItem(
          from: ItemPath(section: section, item: count - 1),
          to: ItemPath(section: section, item: index))
      }
    }
  }

  /// Appends a section titled `title` with one empty row, in one batch.
  public func addSection(title: String) {
    let row = makeRow(nil)
    sections.batchUpdate { batch in
      batch.appendSection(ArraySection(metadata: title, items: [row]))
    }
  }

  private func makeRow(_ title: String?) -> TextInputRow {
    let id = nextID.withLock { id in
      defer { id += 1 }
      return id
    }
    return TextInputRow(id: id, title: title ?? "Field \(id)")
  }

  private func checkSection(_ section: Int) {
    precondition(
      (0..<sections.sectionCount).contains(section),
      "SectionedInputsViewModel: section \(section) is not in 0..<\(sections.sectionCount)")
  }
}
