import Kizuna
import KizunaExamples
import KizunaTestSupport
import Logging
import Testing

@testable import KizunaWeb

/// The sectioned inputs screen's "Group by initial" switch: the table shows the rows grouped
/// by the initial of their title, follows the buttons' edits row by row, and goes back.
@MainActor
@Suite struct SectionedInputsGroupingWebTests {
  nonisolated static let logger = Logger(label: "kizuna-grouping-tests") { _ in
    SwiftLogNoOpLogHandler()
  }

  @Test func theSwitchShowsTheRowsGroupedAndTheGroupsFollowEdits() throws {
    let descriptor = try #require(
      WebScreenDescriptor.samples.first { $0.path == "sectioned-inputs" })
    let session = WebSession(screen: descriptor, scheduler: TestScheduler(), logger: Self.logger)
    let model = try #require((session.screen as? SectionedInputsScreen)?.model)
    var dom = TableDOM()
    func send(_ message: String) {
      let reply = session.receive(message)
      #expect(reply.error == nil, "\(message): \(reply.error ?? "")")
      dom.apply(reply)
    }
    /// The page's table is the server's, and the model's grouped rows.
    func expectGrouped(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let groups = model.rowsByInitial.collection
      #expect(dom.failures.isEmpty, "\(what)", sourceLocation: sourceLocation)
      #expect(dom.titles == groups.map(\.metadata), "\(what)", sourceLocation: sourceLocation)
      #expect(
        dom.rows == groups.map { $0.items.map { "row-\($0.id)" } }, "\(what)",
        sourceLocation: sourceLocation)
    }
    dom.apply(session.takePending())
    send(#"{"type":"input","id":"row-1","value":"Ann","seq":1}"#)
    send(#"{"type":"change","id":"grouped","checked":true,"seq":1}"#)
    #expect(dom.titles == ["C", "E", "N", "S"])
    #expect(dom.values["row-1"] == "Ann")
    expectGrouped("grouped")
    for button in ["addThree", "addRow", "reverse", "removeLast", "addSection", "removeEmpty"] {
      send(#"{"type":"click","id":"\#(button)"}"#)
      expectGrouped(button)
    }
    #expect(dom.rows == [["row-1"]])
    send(#"{"type":"change","id":"grouped","checked":false,"seq":2}"#)
    #expect(dom.titles == model.sections.collection.map(\.metadata))
    #expect(dom.rows == model.sections.collection.map { $0.items.map { "row-\($0.id)" } })
    #expect(dom.values["row-1"] == "Ann")
  }
}
