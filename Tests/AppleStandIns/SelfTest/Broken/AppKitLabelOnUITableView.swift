// expect: extra argument 'completionHandler' in call
import UIKit

// AppKit's label (`completionHandler:`) on UIKit's table.
@MainActor func update(_ table: UITableView) {
  table.performBatchUpdates({}, completionHandler: nil)
}
