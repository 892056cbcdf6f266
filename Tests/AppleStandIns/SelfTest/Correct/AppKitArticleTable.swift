// The table of Sources/Kizuna/Kizuna.docc/Articles/AppKit.md, verbatim: it must compile.
import AppKit
import Kizuna
import KizunaAppKit

final class ContactsWindowController: NSWindowController {
  let tableView = NSTableView(frame: .zero)
  let contacts = MutableObservableArray(["Ann", "Bob", "Cy"])
  private var binding: NSTableViewBinding<String>?

  init() { super.init(window: NSWindow()) }
  required init?(coder: NSCoder) { nil }

  override func windowDidLoad() {
    super.windowDidLoad()
    tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Name")))
    // The binding becomes the table's data source and delegate; the table keeps it.
    let binding = NSTableViewBinding<String>(tableView: tableView) { _, _, name in
      NSTextField(labelWithString: name)
    }
    binding.bind(contacts).dispose(in: reactive.bag)
    self.binding = binding
    // Every change is an animated update, in NSTableView's one-step-at-a-time order.
    contacts.batchUpdate { batch in
      batch.insert("Dee", at: 0)
      batch.move(from: 3, to: 1)
    }
  }

  /// Called by the table's drop handler with the row the user dragged and where it lands.
  func userDraggedRow(from source: Int, toDropRow dropRow: Int) {
    binding?.userMovedRow(from: source, to: dropRow > source ? dropRow - 1 : dropRow)
  }
}
