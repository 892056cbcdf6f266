import Kizuna
import KizunaTestSupport
import KizunaWeb
import Logging
import Testing

/// A session labels every binding it makes: when its screen is built, when it handles an
/// event (a table's new rows), and when scheduled work runs (a request's end, a live tick).
@MainActor
@Suite struct SessionBindingLabelTests {
  nonisolated static let logger = Logger(label: "kizuna-label-tests") { _ in
    SwiftLogNoOpLogHandler()
  }

  /// Events that make bindings after the screen is built, per screen.
  static let events: [String: [String]] = [
    "sign-up": [
      #"{"type":"input","id":"loginID","value":"kizuna","seq":1}"#,
      #"{"type":"input","id":"password","value":"pw","seq":1}"#,
      #"{"type":"input","id":"passwordConfirmation","value":"pw","seq":1}"#,
      #"{"type":"change","id":"terms","checked":true,"seq":1}"#,
      #"{"type":"click","id":"signUp"}"#,
    ],
    "composer": [
      #"{"type":"input","id":"destination","value":"a@example.com","seq":1}"#,
      #"{"type":"input","id":"message","value":"Hello","seq":1}"#,
      #"{"type":"click","id":"send"}"#,
    ],
    "counter": [
      #"{"type":"change","id":"active","checked":true,"seq":1}"#,
      #"{"type":"click","id":"increment"}"#,
    ],
    "favourites": [
      #"{"type":"input","id":"search","value":"zzz","seq":1}"#,
      #"{"type":"input","id":"search","value":"","seq":2}"#,
      #"{"type":"click","id":"sortOrder"}"#,
      #"{"type":"change","id":"live","checked":true,"seq":1}"#,
    ],
    "sectioned-inputs": [
      #"{"type":"click","id":"addThree"}"#,
      #"{"type":"change","id":"grouped","checked":true,"seq":1}"#,
      #"{"type":"change","id":"grouped","checked":false,"seq":2}"#,
    ],
  ]

  @Test(arguments: WebScreenDescriptor.samples.map(\.path))
  func everyBindingOfASessionCarriesItsLabel(screen path: String) throws {
    let descriptor = try #require(WebScreenDescriptor.samples.first { $0.path == path })
    let scheduler = TestScheduler()
    let label = "\(descriptor.title) #test"
    let recording = BindingRecording()
    let session = recording.record {
      WebSession(
        screen: descriptor, scheduler: scheduler, logger: Self.logger, bindingLabel: label)
    }
    let built = recording.liveBindings().bindings.count
    recording.record {
      for event in Self.events[path] ?? [] {
        #expect(session.receive(event).error == nil, "\(path): \(event)")
      }
      scheduler.advance(by: .seconds(2))  // requests finish, live stars tick
    }
    let bindings = recording.liveBindings().bindings
    #expect(built > 0)
    #expect(bindings.filter { $0.label != label }.map(\.summary) == [], "\(path)")
    #expect(session.bindingLabel == label)
  }

  @Test func aTablesNewRowsAndATimersRebindsCarryTheLabel() throws {
    let descriptor = try #require(WebScreenDescriptor.samples.first { $0.path == "favourites" })
    let scheduler = TestScheduler()
    let recording = BindingRecording()
    let session = recording.record {
      WebSession(
        screen: descriptor, scheduler: scheduler, logger: Self.logger,
        bindingLabel: "Favourites #test")
    }
    let cellLines = try BindingInspectorWebTests.bindingCallLines(
      inScreen: "FavouritesScreen.swift", containing: "cell.button.tap.observeNext")
    #expect(cellLines.count == 1)
    func cellBindings() -> Set<Int> {
      Set(
        recording.liveBindings().bindings
          .filter { $0.site.fileID == "KizunaWeb/FavouritesScreen.swift" }
          .filter { cellLines.contains($0.site.line) && $0.label == "Favourites #test" }
          .map(\.id))
    }
    let first = cellBindings()
    #expect(first.count == 8)  // one per story
    recording.record {
      _ = session.receive(#"{"type":"input","id":"search","value":"zzz","seq":1}"#)
      _ = session.receive(#"{"type":"input","id":"search","value":"","seq":2}"#)
    }
    let afterSearch = cellBindings()
    #expect(afterSearch.count == first.count)
    #expect(afterSearch.isDisjoint(with: first))  // every row was made again, while handling
    recording.record {
      _ = session.receive(#"{"type":"change","id":"live","checked":true,"seq":1}"#)
      scheduler.advance(by: .seconds(1))  // four live ticks, each rebinding one row
    }
    let afterTicks = cellBindings()
    #expect(afterTicks.count == first.count)
    #expect(!afterTicks.subtracting(afterSearch).isEmpty)
    #expect(recording.liveBindings().bindings.allSatisfy { $0.label == "Favourites #test" })
  }
}
