// swift-format-ignore-file
// Harness, not the article's code: the type around the article's cellForRowAtIndexPath
// (TextInputTableDataSource+CellForRow.swift). The article prints only that method, which
// reads `tableData[indexPath.section][indexPath.row]`; this is the least that makes it a table's
// data source: the sections' row models and their counts.
import UIKit

final class TextInputTableDataSource: NSObject, UITableViewDataSource {
    var tableData: [[TextInputTableCellVM]] = []

    func numberOfSections(in tableView: UITableView) -> Int {
        return tableData.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return tableData[section].count
    }
}
