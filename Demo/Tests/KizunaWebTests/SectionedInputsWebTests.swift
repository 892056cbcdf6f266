import Kizuna
import KizunaWeb
import Testing

/// What the page script does with table changes, replayed in Swift: sections of row ids.
struct TableDOM: Equatable, CustomStringConvertible {
  var sections: [(title: String, rows: [String])] = []
  var values: [String: String] = [:]

  mutating func apply(_ message: ServerMessage) {
    for change in message.changes ?? [] { apply(change) }
  }

  mutating func apply(_ change: DOMChange) {
    switch change.op {
    case .reload: sections = []
    case .insertSection: sections.insert((change.text!, []), at: change.section!)
    case .deleteSection: sections.remove(at: change.section!)
    case .sectionTitle: sections[change.section!].title = change.text!
    case .insertRow: sections[change.section!].rows.insert(change.rowID!, at: change.row!)
    case .deleteRow: sections[change.section!].rows.remove(at: change.row!)
    case .moveRow:
      let row = sections[change.section!].rows.remove(at: change.row!)
      sections[change.toSection!].rows.insert(row, at: change.toRow!)
    case .value: values[change.id] = change.text!
    default: break
    }
  }

  var rows: [[String]] { sections.map(\.rows) }
  var titles: [String] { sections.map(\.title) }
  var description: String { "\(sections)" }
  static func == (lhs: TableDOM, rhs: TableDOM) -> Bool {
    lhs.rows == rhs.rows && lhs.titles == rhs.titles && lhs.values == rhs.values
  }
}

@Suite(.timeLimit(.minutes(1))) struct SectionedInputsWebTests {
  static func move(_ from: (Int, Int), _ to: (Int, Int)) -> ClientEvent {
    ClientEvent(
      type: .move, id: "table", section: from.0, row: from.1, toSection: to.0, toRow: to.1)
  }

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
        dom.apply(DOMChange.moveRow("table", section: 1, row: 3, toSection: 0, toRow: 0))
        let moved = try await tab.reply(to: Self.move((1, 3), (0, 0)))
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
      }
    }
  }

  @Test func aMoveOutsideTheTableIsRejected() async throws {
    try await withLiveServer { port in
      try await withTab(port: port, screen: "sectioned-inputs") { tab in
        _ = try await tab.next()
        let rejected = try await tab.reply(to: Self.move((0, 5), (1, 0)))
        #expect(rejected.error?.contains("not supported") == true)
        let fine = try await tab.reply(to: Self.move((0, 0), (1, 2)))
        #expect(fine.error == nil)
      }
    }
  }
}
