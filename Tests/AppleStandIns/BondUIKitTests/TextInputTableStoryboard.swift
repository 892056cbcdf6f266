// Harness, not the articles' code: what the text-input table's storyboard and view controller
// life cycle do, which the article does not print: the prototype cell "TextInputCell" (a
// `TextInputTableCell` with a label and a text field connected to its outlets), registered
// with the table, and the call of the article's private bindTableView() that viewDidLoad would
// make (reached here with a private import of its file).
@_private(sourceFile: "ViewController.swift") import BondSeedsUIKit
import KizunaBond
import KizunaBondUIKit
import UIKit

/// The storyboard's prototype cell: UIKit decodes it with `init?(coder:)`, connects its
/// outlets, then calls `awakeFromNib()`. The cell keeps its views, as its content view would
/// (the outlets are weak).
final class TextInputCellPrototype: TextInputTableCell {
  let label = UILabel()
  let textField = UITextField()

  required init?(coder: NSCoder) {
    super.init(style: .default, reuseIdentifier: "TextInputCell")
    textField.text = ""
    itemLabel = label
    itemTextField = textField
    awakeFromNib()
  }
}

@MainActor
final class TextInputTableStoryboard {
  enum Binding {
    /// The article's bindTableView(), `proxyDataSource: nil`.
    case printed
    /// The same with `proxyDataSource: self`, as the article says to use the proxy.
    case withProxy
    /// Not bound: the test binds.
    case none
  }

  let screen = ViewController(style: .plain)
  var table: UITableView { screen.tableView }

  init(_ binding: Binding) {
    screen.tableView.register(TextInputCellPrototype.self, forCellReuseIdentifier: "TextInputCell")
    switch binding {
    case .printed: screen.bindTableView()
    case .withProxy: screen.bindTableViewWithProxy()
    case .none: break
    }
  }

  /// Binds the screen's `sectionRowData` to the table with `proxy`, the cells made as the
  /// article's bindTableView() makes them (for a proxy the article does not print).
  func bindWithTheArticlesCells(proxy: any BNDTableViewProxyDataSource) {
    screen.sectionRowData.bindTo(table, proxyDataSource: proxy) {
      indexPath, dataSource, tableView in
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "TextInputCell", for: indexPath)
        as! TextInputTableCell
      let cellVM = dataSource[indexPath.section][indexPath.row]
      cellVM.itemLabelText.bindTo(cell.itemLabel.bnd_text).disposeIn(cell.bnd_bag)
      cellVM.inputText.bidirectionalBindTo(cell.itemTextField.bnd_text).disposeIn(cell.bnd_bag)
      return cell
    }
  }
}
