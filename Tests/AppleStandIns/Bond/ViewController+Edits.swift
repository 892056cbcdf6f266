// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt: the article's
// two edits of `sectionRowData`: three changes one by one (each a reload, in reload mode),
// then the same three in `performBatchUpdates` (one reload). They are statements in the
// article; so that a test can run them, each is the body of a harness method (its name and
// the extension around it are the harness's). No other change.
import UIKit
import KizunaBond

extension ViewController {
    func appendTwoThenInsert() {
        sectionRowData[0].append(TextInputTableCellVM())
        sectionRowData[0].append(TextInputTableCellVM())
        sectionRowData[0].insert(TextInputTableCellVM(), atIndex: 3)
    }

    func appendTwoThenInsertInOneBatch() {
        sectionRowData[0].performBatchUpdates { (rowDataList) -> Void in
            rowDataList.append(TextInputTableCellVM())
            rowDataList.append(TextInputTableCellVM())
            rowDataList.insert(TextInputTableCellVM(), atIndex: 3)
        }
    }
}
