// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt ("Swift Bond
// practical samples"), "binding with UITableView" and "a bug of Swift Bond's UITableView
// handling?": the view controller the article calls `ViewController` (in
// `extension ViewController: BNDTableViewProxyDataSource`), made of the article's blocks: the
// `sectionRowData` property, bindTableView(), the proxy extension, and the row-move method.
// The article never shows the class line; its row-move method is an `override`, which in 2016
// meant a UITableViewController (whose `tableView(_:moveRowAtIndexPath:toIndexPath:)` it
// overrode), so the class is one. Changes, each forced by Swift or Swift 3's renaming:
// - first parameters are unlabelled (`_ tableView:`), `NSIndexPath` is `IndexPath`,
//   `UITableViewRowAnimation` is `UITableView.RowAnimation`, `.Fade`/`.Bottom` are
//   `.fade`/`.bottom`;
// - `dequeueReusableCellWithIdentifier(_:forIndexPath:)` is
//   `dequeueReusableCell(withIdentifier:for:)`;
// - the row-move method is no longer an `override`: Swift 3 renamed UITableViewController's
//   method to `tableView(_:moveRowAt:to:)`, so the article's name (which Bond's proxy protocol
//   keeps) now names the proxy's method only, which is the one Bond's table binding calls;
// - the article's Japanese comments in the row-move method are left out (the seeds' prose is
//   not quoted into the project);
// - the bug article's `shouldReloadInsteadOfUpdateTableView` returning `false` is the one of
//   the proxy extension (the same function, printed twice); its `true` version is in
//   ReloadInsteadOfUpdateProxy.swift.
// The article binds with `proxyDataSource: nil` (as printed here) and says to pass `self` to
// use the proxy: that form is ViewController+Proxy.swift. Where bindTableView() is called and the
// storyboard's prototype cell are the tests' harness (BondUIKitTests/Storyboards.swift).
import UIKit
import KizunaBond
import KizunaBondUIKit

class ViewController: UITableViewController {

    var sectionRowData = ObservableArray<ObservableArray<TextInputTableCellVM>>([[TextInputTableCellVM(), TextInputTableCellVM()], [TextInputTableCellVM()], [TextInputTableCellVM()]])

    private func bindTableView() {
        sectionRowData.bindTo(tableView, proxyDataSource: nil) { (indexPath, dataSource, tableView) -> UITableViewCell in
            let cell = tableView.dequeueReusableCell(withIdentifier: "TextInputCell", for: indexPath) as! TextInputTableCell
            let cellVM = dataSource[indexPath.section][indexPath.row]
            cellVM.itemLabelText.bindTo(cell.itemLabel.bnd_text).disposeIn(cell.bnd_bag)
            cellVM.inputText.bidirectionalBindTo(cell.itemTextField.bnd_text).disposeIn(cell.bnd_bag)
            return cell
        }
    }

    func tableView(_ tableView: UITableView, moveRowAtIndexPath sourceIndexPath: IndexPath, toIndexPath destinationIndexPath: IndexPath) {
        let data = sectionRowData[sourceIndexPath.section].removeAtIndex(sourceIndexPath.row)
        sectionRowData[destinationIndexPath.section].insert(data, atIndex: destinationIndexPath.row)
    }

}

extension ViewController: BNDTableViewProxyDataSource {

    func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool {
        return false
    }

    func tableView(_ tableView: UITableView, animationForRowAtIndexPaths indexPaths: [IndexPath]) -> UITableView.RowAnimation {
        return .fade
    }

    func tableView(_ tableView: UITableView, animationForRowInSections sections: Set<Int>) -> UITableView.RowAnimation {
        return .bottom
    }

}
