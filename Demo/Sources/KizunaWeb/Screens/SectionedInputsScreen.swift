import Kizuna
import KizunaExamples

/// The sectioned text inputs screen: a table of sections of rows, each row a label and a text
/// field bound two-way to its row model; rows are added, removed and moved in batches, and
/// the user can drag rows.
///
/// The "Group by initial" switch binds the table to the view model's `rowsByInitial` instead,
/// the same rows grouped into sections by the initial of their title (a derived sectioned
/// array): the buttons keep editing the sections, and the grouped table follows them row by
/// row. A row dragged in the grouped table goes back where its group has it.
@MainActor
final class SectionedInputsScreen: WebScreen {
  nonisolated static let descriptor = WebScreenDescriptor(
    path: "sectioned-inputs", title: "Sectioned inputs",
    summary: "A sectioned table of text fields: add, remove, move in batches; drag rows.",
    body: """
      <h1>Sectioned inputs</h1>
      <div class="table-actions">
        <button id="addRow" data-control="button">Add row</button>
        <button id="addThree" data-control="button">Add 3 to Address</button>
        <button id="removeLast" data-control="button">Remove last</button>
        <button id="removeEmpty" data-control="button">Remove empty</button>
        <button id="reverse" data-control="button">Reverse Profile</button>
        <button id="addSection" data-control="button">Add section</button>
      </div>
      <label class="switch-row"><input id="grouped" type="checkbox" role="switch" data-control="switch">
        <span>Group by initial</span></label>
      <div id="table" data-control="table" class="table"></div>
      <p class="footnote" id="summary"></p>
      """,
    make: { page, _ in MainActor.assumeIsolated { SectionedInputsScreen(page: page) } })

  let model = SectionedInputsViewModel()
  private let bag = DisposeBag()

  init(page: WebPage) {
    var configuration = TableConfiguration<String, TextInputRow>()
    configuration.headerTitle = { title, _ in title }
    configuration.canMoveRow = { _, _ in true }
    let table = WebTableView(
      id: "table", in: page, configuration: configuration,
      rowID: { "row-\($0.id)" }, rowTitle: { $0.title },
      bindCell: { row, field in row.text.bidirectionalBind(to: field.text) })
    let binding = SerialDisposable()
    binding.dispose(in: bag)
    let grouped = WebSwitch(id: "grouped", in: page)
    let model = model
    grouped.isOn.observeNext { isGrouped in
      MainActor.assumeIsolated {
        binding.inner = nil  // the table takes one array at a time
        binding.inner = isGrouped ? table.bind(model.rowsByInitial) : table.bind(model.sections)
      }
    }.dispose(in: bag)

    let summary = WebLabel(id: "summary", in: page)
    let actions: [(String, String, @Sendable () -> Void)] = [
      ("addRow", "Add row", { model.addRow(toSection: 0) }),
      ("addThree", "Add 3 to Address", { model.addRows(count: 3, toSection: 1) }),
      (
        "removeLast", "Remove last",
        { model.removeLastRow(ofSection: model.sections.sectionCount - 1) }
      ),
      ("removeEmpty", "Remove empty", { model.removeEmptyRows() }),
      ("reverse", "Reverse Profile", { model.reverseRows(ofSection: 0) }),
      (
        "addSection", "Add section",
        {
          model.addSection(title: "Section \(model.sections.sectionCount + 1)")
        }
      ),
    ]
    for (id, title, action) in actions {
      WebButton(id: id, title: title, in: page).tap.observeNext { action() }.dispose(in: bag)
    }
    model.sections.map { sections in
      let rows = sections.collection.reduce(0) { $0 + $1.items.count }
      return "\(rows) rows in \(sections.collection.count) sections"
    }.bind(to: summary.text).dispose(in: bag)
  }
}
