// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt: the article's
// cellForRowAtIndexPath, which binds a cell's label and text field to its row model and puts
// both bindings in the cell's `bnd_bag`. The article does not say which class it belongs to;
// here it is in an extension of the harness's TextInputTableDataSource. Changes, forced by
// Swift 3's renaming: `tableView(tableView:cellForRowAtIndexPath indexPath: NSIndexPath)` is
// `tableView(_:cellForRowAt indexPath: IndexPath)`;
// `dequeueReusableCellWithIdentifier(_:forIndexPath:)` is `dequeueReusableCell(withIdentifier:for:)`.
import UIKit
import KizunaBond
import KizunaBondUIKit

extension TextInputTableDataSource {
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {

        let vm = tableData[indexPath.section][indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "TextInputCell", for: indexPath) as! TextInputTableCell
        vm.itemLabelText.bindTo(cell.itemLabel.bnd_text).disposeIn(cell.bnd_bag)
        vm.inputText.bidirectionalBindTo(cell.itemTextField.bnd_text).disposeIn(cell.bnd_bag)

        return cell

    }
}
