import Kizuna
import KizunaExamples
import KizunaTestSupport
import Logging
import Testing

@testable import KizunaWeb

/// What the page script does with the favourites screen's changes, replayed in Swift: the
/// stories table's rows (one section) and every element's text.
struct FavouritesDOM {
  var rows: [String] = []
  var texts: [String: String] = [:]
  /// Changes the page could not apply (it would ask for a resync).
  var failures: [DOMChange] = []

  mutating func apply(_ message: ServerMessage) {
    for change in message.changes ?? [] { apply(change) }
  }

  mutating func apply(_ change: DOMChange) {
    switch change.op {
    case .reload: rows = []
    case .insertRow:
      guard change.section == 0 else { return failures.append(change) }
      rows.removeAll { $0 == change.rowID! }
      rows.insert(change.rowID!, at: min(change.row!, rows.count))
      texts["\(change.rowID!)-label"] = change.text!
    case .deleteRow:
      guard let index = rows.firstIndex(of: change.rowID!) else { return failures.append(change) }
      rows.remove(at: index)
    case .moveRow:
      guard let index = rows.firstIndex(of: change.rowID!), change.toSection == 0 else {
        return failures.append(change)
      }
      rows.remove(at: index)
      rows.insert(change.rowID!, at: min(change.toRow!, rows.count))
    case .layout: rows = change.layout!.sections.flatMap { $0.rows.map(\.id) }
    case .text, .value: texts[change.id] = change.text!
    default: break
    }
  }

  /// The rows as the page shows them: story id, stars text and button title.
  var shown: [Row] {
    rows.map { id in
      Row(
        id: Int(id.dropFirst("story-".count))!, stars: texts["\(id)-detail"] ?? "",
        button: texts["\(id)-button"] ?? "")
    }
  }

  struct Row: Equatable, CustomStringConvertible {
    var id: Int
    var stars: String
    var button: String
    var description: String { "\(id) \(stars) \(button)" }
  }
}

@MainActor
@Suite struct FavouritesWebTests {
  nonisolated static let logger = Logger(label: "kizuna-favourites-tests") { _ in
    SwiftLogNoOpLogHandler()
  }

  /// A session of the favourites screen on a test scheduler, and the page it has drawn.
  @MainActor struct Tab {
    let session: WebSession
    let scheduler: TestScheduler
    var dom = FavouritesDOM()

    init() throws {
      let descriptor = try #require(
        WebScreenDescriptor.samples.first { $0.path == "favourites" })
      scheduler = TestScheduler()
      session = WebSession(
        screen: descriptor, scheduler: scheduler, logger: FavouritesWebTests.logger)
      dom.apply(session.takePending())
    }

    var screen: FavouritesScreen { session.screen as! FavouritesScreen }
    var model: FavouritesViewModel { screen.model }

    mutating func send(_ message: String) {
      let reply = session.receive(message)
      #expect(reply.error == nil, "\(message): \(reply.error ?? "")")
      dom.apply(reply)
    }

    mutating func type(_ text: String, seq: Int) {
      send(#"{"type":"input","id":"search","value":"\#(text)","seq":\#(seq)}"#)
    }

    mutating func click(_ id: String) {
      send(#"{"type":"click","id":"\#(id)"}"#)
    }

    mutating func advance(by duration: Duration) {
      scheduler.advance(by: duration)
      dom.apply(session.takePending())
    }

    /// The rows the page should show: the model's visible rows, as drawn.
    var expected: [FavouritesDOM.Row] {
      model.visibleRows.collection.map {
        FavouritesDOM.Row(id: $0.storyID, stars: $0.starsText, button: $0.buttonTitle)
      }
    }

    /// The rows the model should show: the stories matching the search, in the order.
    var expectedByHand: [Int] {
      model.stories.map {
        FavouriteRow(
          storyID: $0.id, title: $0.title, stars: $0.starCount, isFavourite: $0.isFavourite)
      }
      .filter { $0.matches(searchText: model.searchText.value) }
      .sorted(by: model.sortOrder.value.areInIncreasingOrder)
      .map(\.storyID)
    }

    func expectPageShowsTheModel(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(dom.failures.isEmpty, sourceLocation: sourceLocation)
      #expect(dom.shown == expected, sourceLocation: sourceLocation)
      #expect(dom.shown.map(\.id) == expectedByHand, sourceLocation: sourceLocation)
      let layout = session.page.describe().tables["stories"]?.layout
      #expect(
        layout?.sections.flatMap { $0.rows.map(\.id) } == dom.rows, sourceLocation: sourceLocation)
    }
  }

  @Test func theTableShowsEveryStoryMostStarredFirst() throws {
    let tab = try Tab()
    #expect(tab.dom.shown.map(\.id) == [1, 6, 3, 4, 8, 2, 5, 7])
    #expect(tab.dom.shown.first == FavouritesDOM.Row(id: 1, stars: "★ 41", button: "Favourite"))
    #expect(tab.dom.texts["sortOrder"] == "Sort: Stars")
    #expect(tab.dom.texts["shownCount"] == "8 of 8 stories")
    tab.expectPageShowsTheModel()
  }

  @Test func typingNarrowsTheRowsKeystrokeByKeystroke() throws {
    var tab = try Tab()
    var typed = ""
    for (seq, character) in "bond".enumerated() {
      typed.append(character)
      tab.type(typed, seq: seq + 1)
      tab.expectPageShowsTheModel()
    }
    #expect(tab.dom.shown.map(\.id) == [1, 2])
    #expect(tab.dom.texts["shownCount"] == "2 of 8 stories")
    tab.type("", seq: 5)
    #expect(tab.dom.shown.map(\.id) == [1, 6, 3, 4, 8, 2, 5, 7])
    tab.expectPageShowsTheModel()
  }

  @Test func favouritingWhileSearchingRedrawsTheRowAndMovesIt() throws {
    var tab = try Tab()
    tab.type("in", seq: 1)
    #expect(tab.dom.shown.map(\.id) == [1, 8, 2, 5, 7])
    tab.click("story-2-button")
    #expect(tab.dom.shown.map(\.id) == [1, 2, 8, 5, 7])
    #expect(tab.dom.shown[1] == FavouritesDOM.Row(id: 2, stars: "★ 18", button: "Unfavourite"))
    tab.expectPageShowsTheModel()
    tab.click("story-2-button")
    #expect(tab.dom.shown[2] == FavouritesDOM.Row(id: 2, stars: "★ 17", button: "Favourite"))
    tab.expectPageShowsTheModel()
    tab.type("search", seq: 2)  // "Searching…" alone
    tab.click("story-7-button")
    #expect(tab.dom.shown == [FavouritesDOM.Row(id: 7, stars: "★ 9", button: "Unfavourite")])
    tab.expectPageShowsTheModel()
  }

  @Test func theSortToggleReordersTheRows() throws {
    var tab = try Tab()
    tab.click("sortOrder")
    #expect(tab.dom.texts["sortOrder"] == "Sort: Title")
    #expect(tab.dom.shown.map(\.id) == [6, 4, 8, 3, 7, 1, 5, 2])
    tab.expectPageShowsTheModel()
    tab.type("s", seq: 1)
    tab.click("sortOrder")
    #expect(tab.dom.texts["sortOrder"] == "Sort: Stars")
    tab.expectPageShowsTheModel()
  }

  @Test func liveStarsChangeRowsWhileTheUserTypesAndStopWhenSwitchedOff() throws {
    var tab = try Tab()
    tab.send(#"{"type":"change","id":"live","checked":true,"seq":1}"#)
    var typed = ""
    for (seq, character) in "sin".enumerated() {
      tab.advance(by: FavouritesScreen.liveInterval)
      typed.append(character)
      tab.type(typed, seq: seq + 1)
      if let last = tab.dom.rows.last { tab.click("\(last)-button") }
      tab.advance(by: FavouritesScreen.liveInterval)
      tab.expectPageShowsTheModel()
    }
    for seq in 4...6 {
      typed.removeLast()
      tab.type(typed, seq: seq)
      tab.advance(by: FavouritesScreen.liveInterval)
      tab.expectPageShowsTheModel()
    }
    let before = tab.model.stories.map(\.starCount)
    #expect(before != Story.samples().map(\.starCount))
    tab.send(#"{"type":"change","id":"live","checked":false,"seq":2}"#)
    tab.advance(by: .seconds(2))
    #expect(tab.model.stories.map(\.starCount) == before)
    tab.expectPageShowsTheModel()
  }

  @Test func aPageThatLostTrackGetsEveryRowsTextAgain() throws {
    var tab = try Tab()
    tab.type("bond", seq: 1)
    tab.click("story-2-button")
    var fresh = FavouritesDOM()
    fresh.apply(tab.session.receive(#"{"type":"resync","id":"stories"}"#))
    #expect(fresh.shown == tab.expected)
  }
}
