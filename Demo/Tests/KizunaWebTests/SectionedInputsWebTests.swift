import Kizuna
import KizunaTestSupport
import KizunaWeb
import Testing

/// What the page script does with table changes, replayed in Swift: sections of row ids, the
/// table version last applied, and the fields' values.
struct TableDOM: Equatable, CustomStringConvertible {
  var sections: [(title: String, rows: [String])] = []
  var values: [String: String] = [:]
  var version = 0
  /// Changes the page could not apply (it would ask for a resync).
  var failures: [DOMChange] = []

  mutating func apply(_ message: ServerMessage) {
    for change in message.changes ?? [] { apply(change) }
  }

  mutating func apply(_ change: DOMChange) {
    if change.id == "table", let seq = change.seq { version = seq }
    switch change.op {
    case .reload: sections = []
    case .insertSection: sections.insert((change.text!, []), at: change.section!)
    case .deleteSection: sections.remove(at: change.section!)
    case .sectionTitle: sections[change.section!].title = change.text!
    case .insertRow:
      let rows = sections[change.section!].rows
      sections[change.section!].rows.insert(change.rowID!, at: min(change.row!, rows.count))
    case .deleteRow:
      guard let path = locate(change.rowID!) else { return failures.append(change) }
      sections[path.section].rows.remove(at: path.item)
    case .moveRow:
      guard let path = locate(change.rowID!), sections.indices.contains(change.toSection!)
      else { return failures.append(change) }
      let row = sections[path.section].rows.remove(at: path.item)
      let rows = sections[change.toSection!].rows
      sections[change.toSection!].rows.insert(row, at: min(change.toRow!, rows.count))
    case .layout:
      let layout = change.layout!
      sections = layout.sections.map { ($0.title, $0.rows.map(\.id)) }
    case .value: values[change.id] = change.text!
    default: break
    }
  }

  /// The user drags `rowID` to `toSection`/`toRow`: the page moves it and reports the move.
  mutating func drag(_ rowID: String, to toSection: Int, _ toRow: Int) -> ClientEvent {
    let path = locate(rowID)!
    let row = sections[path.section].rows.remove(at: path.item)
    sections[toSection].rows.insert(row, at: toRow)
    return ClientEvent(
      type: .move, id: "table", rowID: rowID, toSection: toSection, toRow: toRow,
      version: version)
  }

  func locate(_ rowID: String) -> ItemPath? {
    for (index, section) in sections.enumerated() {
      if let item = section.rows.firstIndex(of: rowID) {
        return ItemPath(section: index, item: item)
      }
    }
    return nil
  }

  var rows: [[String]] { sections.map(\.rows) }
  var titles: [String] { sections.map(\.title) }
  var description: String { "\(sections)" }
  static func == (lhs: TableDOM, rhs: TableDOM) -> Bool {
    lhs.rows == rhs.rows && lhs.titles == rhs.titles && lhs.values == rhs.values
  }
}

@Suite(.hangGuard) struct SectionedInputsWebTests {
  @Test func tableFollowsBatchesAndUserMovesAreNotEchoed() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "sectioned-inputs") { tab in
        var dom = TableDOM()
        dom.apply(try await tab.next())
        #expect(dom.titles == ["Profile", "Address"])
        #expect(dom.rows == [["row-1", "row-2"], ["row-3", "row-4"]])

        let added = try await tab.reply(to: Tab.click("addThree"))
        #expect(added.changes?.filter { $0.op == .insertRow }.count == 3)
        #expect(added.changes(for: "summary") == [.text("summary", "7 rows in 2 sections")])
        dom.apply(added)
        #expect(dom.rows == [["row-1", "row-2"], ["row-3", "row-4", "row-5", "row-6", "row-7"]])

        dom.values["row-1"] = "Ann"  // typed by the user
        let typed = try await tab.reply(to: Tab.input("row-1", "Ann", seq: 1))
        #expect(typed.changes == [])
        dom.values["row-6"] = "Kyoto"
        _ = try await tab.reply(to: Tab.input("row-6", "Kyoto", seq: 1))

        // The user drags row-6 to the top of Profile: the page already shows it; no echo.
        let moved = try await tab.reply(to: dom.drag("row-6", to: 0, 0))
        #expect(moved.changes == [])
        #expect(moved.error == nil)

        dom.apply(try await tab.reply(to: Tab.click("removeEmpty")))
        #expect(dom.rows == [["row-6", "row-1"], []])
        dom.apply(try await tab.reply(to: Tab.click("reverse")))
        #expect(dom.rows == [["row-1", "row-6"], []])
        dom.apply(try await tab.reply(to: Tab.click("addSection")))
        dom.apply(try await tab.reply(to: Tab.click("addRow")))
        #expect(dom.titles == ["Profile", "Address", "Section 3"])
        #expect(dom.rows == [["row-1", "row-6", "row-9"], [], ["row-8"]])
        #expect(dom.values["row-6"] == "Kyoto")
        #expect(dom.values["row-1"] == "Ann")
        #expect(dom.failures.isEmpty)
      }
    }
  }

  /// The user drags a row before the reversal the server sent reaches the page. The page applies
  /// the reversal over its dragged rows without failing, the server applies the drag to the row it
  /// names, and the layout that follows makes the page show the server's order.
  @Test func aDragRacingAReversalEndsWithThePageInTheServersOrder() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "sectioned-inputs") { tab in
        var dom = TableDOM()
        dom.apply(try await tab.next())
        dom.apply(try await tab.reply(to: Tab.click("addThree")))
        #expect(dom.rows == [["row-1", "row-2"], ["row-3", "row-4", "row-5", "row-6", "row-7"]])

        // The click leaves; its reply (the reversal) is still on the way when the user drags
        // Address's last row to the top of Profile.
        try await tab.send(Tab.click("reverse"))
        let reversal = try await tab.next()
        let drag = dom.drag("row-7", to: 0, 0)
        try await tab.send(drag)
        dom.apply(reversal)  // arrives after the drag: applied over the moved rows
        #expect(dom.failures.isEmpty)
        let answer = try await tab.next()
        #expect(answer.error == nil)
        #expect(answer.changes?.map(\.op) == [.layout])
        dom.apply(answer)
        // The server reversed Profile, then put row-7 at the top of Profile.
        #expect(dom.rows == [["row-7", "row-2", "row-1"], ["row-3", "row-4", "row-5", "row-6"]])

        // Typing afterwards reaches the server, and the next drag is current again.
        let typed = try await tab.reply(to: Tab.input("row-1", "Ann", seq: 1))
        #expect(typed.error == nil)
        let current = try await tab.reply(to: dom.drag("row-1", to: 1, 0))
        #expect(current.changes == [])
        dom.apply(try await tab.reply(to: Tab.click("removeEmpty")))
        #expect(dom.rows == [[], ["row-1"]])
      }
    }
  }

  @Test func aMoveOfARowTheServerRemovedBringsThePageBack() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "sectioned-inputs") { tab in
        var dom = TableDOM()
        dom.apply(try await tab.next())
        try await tab.send(Tab.click("removeLast"))  // removes row-4
        let removal = try await tab.next()
        let drag = dom.drag("row-4", to: 0, 0)
        let answer = try await tab.reply(to: drag)
        dom.apply(removal)
        dom.apply(answer)
        #expect(dom.failures.isEmpty)
        #expect(dom.rows == [["row-1", "row-2"], ["row-3"]])
      }
    }
  }

  @Test func anIncompleteMoveIsRejectedAndAResyncSendsLayoutAndTexts() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "sectioned-inputs") { tab in
        _ = try await tab.next()
        let incomplete = ClientEvent(type: .move, id: "table", toSection: 0, toRow: 0)
        #expect(try await tab.reply(to: incomplete).code == "unsupported")
        _ = try await tab.reply(to: Tab.input("row-2", "Ann", seq: 3))
        let resync = try await tab.reply(to: ClientEvent(type: .resync, id: "table"))
        let layout = try #require(resync.changes?.first?.layout)
        #expect(layout.rowIDs == [["row-1", "row-2"], ["row-3", "row-4"]])
        #expect(resync.changes(for: "row-2") == [.value("row-2", "Ann", seq: 3)])
        #expect(resync.changes(for: "row-1") == [.value("row-1", "", seq: 0)])
      }
    }
  }
}
