// The seed's sectioned text-input table as an iOS developer writes it with KizunaUIKit: a
// table of sections of rows, each row a label and a text field bound two-way to its own row
// model; the user can move and delete rows.
import Kizuna
import KizunaExamples
import KizunaUIKit
import UIKit

/// A row's cell: its label shows the row's title, its field the row's text.
final class TextInputCell: UITableViewCell {
  let field = UITextField()
}

final class SectionedInputsViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .grouped)
  let viewModel: SectionedInputsViewModel

  init(viewModel: SectionedInputsViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = TableConfiguration<String, TextInputRow>()
    configuration.headerTitle = { title, _ in title }
    configuration.canMoveRow = { _, _ in true }
    configuration.canEditRow = { _, _ in true }
    // The table keeps the binding; the view controller keeps nothing but the bag.
    TableViewBinding(tableView: tableView, configuration: configuration) { tableView, _, row in
      let cell =
        tableView.reactive.dequeueReusableCell(withIdentifier: "Input") as? TextInputCell
        ?? TextInputCell(style: .default, reuseIdentifier: "Input")
      cell.textLabel?.text = row.title
      // Ends when the cell is dequeued for another row (its reuse bag is emptied).
      row.text.bidirectionalBind(to: cell.field.reactive.text).dispose(in: cell.reactive.reuseBag)
      return cell
    }
    .binder.bind(viewModel.sections).dispose(in: reactive.bag)
  }
}
