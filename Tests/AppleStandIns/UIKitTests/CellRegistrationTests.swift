// The stand-in table and collection view fail where UIKit fails: dequeueing a cell for an
// identifier never registered raises in UIKit (NSInternalInconsistencyException) and stops the
// program here; registered identifiers dequeue, and a reused cell comes back prepared.
import Foundation
import Testing
@_spi(StandIn) import UIKit

@MainActor
@Suite struct CellRegistrationTests {
  @Test func aTableDequeuesOnlyRegisteredIdentifiers() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = UITableView(frame: .zero, style: .plain)
        _ = table.dequeueReusableCell(withIdentifier: "Never", for: IndexPath(row: 0, section: 0))
      }
    }
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    let cell = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "Row")
    // Without `for:`, an identifier never registered, with no cell waiting, gives nil.
    #expect(table.dequeueReusableCell(withIdentifier: "Never") == nil)
  }

  @Test func aTableMakesANewCellOfARegisteredIdentifierWithoutFor() throws {
    // "This method dequeues an existing cell if one is available or creates a new one using the
    // class or nib file you previously registered. If no cell is available for reuse and you
    // did not register a class or nib file, this method returns nil."
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    let first = try #require(table.dequeueReusableCell(withIdentifier: "Row"))
    #expect(first.reuseIdentifier == "Row")
    let second = try #require(table.dequeueReusableCell(withIdentifier: "Row"))
    #expect(second !== first)
    #expect(table.dequeueReusableCell(withIdentifier: "Never") == nil)
    table.register(nil, forCellReuseIdentifier: "Row")
    #expect(table.dequeueReusableCell(withIdentifier: "Row") == nil)
  }

  @Test func aCollectionViewDequeuesOnlyRegisteredIdentifiers() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let grid = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        _ = grid.dequeueReusableCell(
          withReuseIdentifier: "Never", for: IndexPath(item: 0, section: 0))
      }
    }
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    let cell = grid.dequeueReusableCell(
      withReuseIdentifier: "Item", for: IndexPath(item: 0, section: 0))
    #expect(cell.reuseIdentifier == "Item")
  }
}
