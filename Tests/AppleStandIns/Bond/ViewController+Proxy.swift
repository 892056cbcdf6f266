// swift-format-ignore-file
// (The seed article's code, with the one change its prose asks for.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt: bindTableView()
// of ViewController.swift (the same changes), with `proxyDataSource: self` instead of `nil`:
// the article says that passing `self` there, with the BNDTableViewProxyDataSource extension,
// is how the animations, the reload-instead setting and the row moves take effect, but prints
// only the `nil` form. The method's name is the harness's.
import UIKit
import KizunaBond
import KizunaBondUIKit

extension ViewController {
    func bindTableViewWithProxy() {
        sectionRowData.bindTo(tableView, proxyDataSource: self) { (indexPath, dataSource, tableView) -> UITableViewCell in
            let cell = tableView.dequeueReusableCell(withIdentifier: "TextInputCell", for: indexPath) as! TextInputTableCell
            let cellVM = dataSource[indexPath.section][indexPath.row]
            cellVM.itemLabelText.bindTo(cell.itemLabel.bnd_text).disposeIn(cell.bnd_bag)
            cellVM.inputText.bidirectionalBindTo(cell.itemTextField.bnd_text).disposeIn(cell.bnd_bag)
            return cell
        }
    }
}
