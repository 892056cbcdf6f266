// A table view controller is its table's data source and delegate, as UIKit's is ("Sets the
// data source and the delegate of the table view to self", UITableViewController's page), and
// a subclass overrides the data source methods it implements (Swift imports the methods of the
// protocols an Objective-C class adopts as members of the class), so the table calls them:
// several sections and their header titles.
import Foundation
import Testing
@_spi(StandIn) import UIKit

@MainActor
@Suite struct TableViewControllerTests {
  /// Two sections with header titles, as an app's table view controller serves them.
  final class SectionedController: UITableViewController {
    let sections = [("Fruit", ["Apple", "Pear"]), ("Vegetables", ["Leek"])]

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    ) -> String? { sections[section].0 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].1.count
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "Row")
        ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
      cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
      return cell
    }
  }

  /// Only the required methods: one section, no titles (UIKit's defaults).
  final class PlainController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  @Test func theControllerIsItsTablesDataSourceAndDelegate() {
    let controller = UITableViewController(style: .plain)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
  }

  @Test func theTableCallsTheSubclassesSectionsAndHeaderTitles() {
    let controller = SectionedController(style: .grouped)
    controller.tableView.reloadData()
    let table = controller.tableView!
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 1)
    #expect(table.oracle.shown.map(\.metadata) == ["Fruit", "Vegetables"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Leek")
  }

  @Test func withoutOverridesTheTableHasOneUntitledSection() {
    let controller = PlainController(nibName: nil, bundle: nil)
    controller.tableView.reloadData()
    let table = controller.tableView!
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.oracle.shown.map(\.metadata) == [nil])
    #expect(table.footerTitles == [nil])
    // Not implemented: no Delete button and no reordering control.
    let first = IndexPath(row: 0, section: 0)
    #expect(!table.simulateUserSwipeToDelete(at: first))
    #expect(!table.simulateUserMove(from: first, to: IndexPath(row: 1, section: 0)))
  }
}
