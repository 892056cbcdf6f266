// NSTableViewBinding and NSCollectionViewBinding as an app uses them beyond binding an array:
// the binder (a sectioned array bound to a collection view, a row the user deletes), and the
// view each binding drives, which it holds weakly. The stand-in views send every change to
// the oracles of NSTableView's sequential row changes and of UIKit-style batches.
@_spi(StandIn) import AppKit
import Foundation
import Kizuna
import KizunaAppKit
import KizunaTestSupport
import Testing

@MainActor
@Suite struct TableBindingTests {
  let bag = DisposeBag()

  @Test func aTableBindingsBinderTakesTheUsersDeleteAndItsViewIsHeldWeakly() async {
    let contacts = MutableObservableArray(["Ann", "Bob", "Cy"])
    weak var weakTable: NSTableView?
    let binding: NSTableViewBinding<String>
    do {
      let table = NSTableView(frame: .zero)
      weakTable = table
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Name")))
      binding = NSTableViewBinding<String>(tableView: table) { _, _, name in
        NSTextField(labelWithString: name)
      }
      #expect(binding.tableView === table)
      binding.bind(contacts).dispose(in: bag)
      await flushMainActor()
      #expect(table.oracle.shown == ["Ann", "Bob", "Cy"])
      // The app lets every contact but the owner be deleted; the user deletes Bob's row (the
      // Delete key or a row action, which the app handles).
      binding.binder.configuration.canEditRow = { name, _ in name != "Ann" }
      #expect(!binding.binder.canEditRow(at: ItemPath(section: 0, item: 0)))
      #expect(binding.binder.canEditRow(at: ItemPath(section: 0, item: 1)))
      #expect(binding.binder.userDeletedRow(at: ItemPath(section: 0, item: 1)))
      await flushMainActor()
      #expect(contacts.collection == ["Ann", "Cy"])
      #expect(table.oracle.errors.isEmpty && table.oracle.shown == ["Ann", "Cy"])
      #expect(binding.binder.numberOfRows(inSection: 0) == 2)
    }
    // The binding outlives its table here (the caller holds it): it does not keep the table.
    #expect(weakTable == nil)
    #expect(binding.tableView == nil)
    contacts.append("Dee")  // no table to update: nothing happens
    await flushMainActor()
    #expect(binding.binder.numberOfRows(inSection: 0) == 3)
  }

  @Test func aCollectionBindingsBinderShowsSectionsAndItsViewIsHeldWeakly() async {
    let albums = MutableObservableSectionedArray([
      ArraySection(metadata: "2024", items: ["Beach", "Snow"]),
      ArraySection(metadata: "2025", items: ["City"]),
    ])
    weak var weakGrid: NSCollectionView?
    let binding: NSCollectionViewBinding<String, String>
    do {
      let grid = NSCollectionView(frame: .zero)
      weakGrid = grid
      binding = NSCollectionViewBinding<String, String>(collectionView: grid) { _, _, photo in
        LabelItem(photo)
      }
      #expect(binding.collectionView === grid)
      binding.binder.bind(albums).dispose(in: bag)
      await flushMainActor()
      #expect(
        grid.oracle.shown == [
          ArraySection(metadata: nil, items: ["Beach", "Snow"]),
          ArraySection(metadata: nil, items: ["City"]),
        ])
      albums.appendItem("Lake", toSection: 1)
      await flushMainActor()
      #expect(grid.oracle.errors.isEmpty)
      #expect(grid.oracle.shown.last == ArraySection(metadata: nil, items: ["City", "Lake"]))
      #expect(binding.binder.metadata(ofSection: 1) == "2025")
    }
    #expect(weakGrid == nil)
    #expect(binding.collectionView == nil)
  }
}
