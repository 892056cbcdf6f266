import Kizuna
import KizunaTestSupport
import Testing

/// Each public entry point that makes a subscription inside Kizuna records its caller's line,
/// not a line of Kizuna: table bindings, the Observation bridges, the main-actor bindings.
@MainActor @Suite(.hangGuard) struct EntryPointSitesTests {
  private let fileID = "KizunaTests/EntryPointSitesTests.swift"

  @Test func everyTableBindRecordsTheCallersLine() {
    let recording = BindingRecording()
    let table = RecordingTable()
    let sectioned = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let flat = MutableObservableArray([1, 2])
    var expected: [Int] = []
    let bindings: [any Disposable] = recording.record {
      var made: [any Disposable] = []
      made.append(TableBinder(table: table).bind(sectioned))
      expected.append(#line - 1)
      made.append(TableBinder(table: table).bind(sectioned.readOnly))
      expected.append(#line - 1)
      made.append(TableBinder<String, Int>(table: table).bind(flat, metadata: "F"))
      expected.append(#line - 1)
      made.append(TableBinder<String, Int>(table: table).bind(flat.readOnly, metadata: "F"))
      expected.append(#line - 1)
      return made
    }
    let live = recording.liveBindings().bindings
    #expect(live.map(\.site.line) == expected)
    #expect(live.allSatisfy { $0.kind == .table && $0.site.fileID == fileID })
    #expect(live.allSatisfy { $0.target == "RecordingTable" })
    for binding in bindings { binding.dispose() }
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func derivedArraysRecordTheLineThatMadeThemAndEndWithThem() throws {
    let recording = BindingRecording()
    let stories = MutableObservableArray([3, 1, 2])
    let search = Observable(0)
    var shown: ObservableArray<Int>? = nil
    let line = recording.record { () -> Int in
      shown = stories.filter(by: search) { $0 > $1 }.sorted()
      return #line - 1
    }
    let live = recording.liveBindings().bindings
    #expect(live.map(\.kind) == [.derivedArray, .derivedArray])
    #expect(live.allSatisfy { $0.site.line == line && $0.site.fileID == fileID })
    // The filter observes the array and the search; the sort observes the filter's result.
    #expect(
      live.map { $0.upstream.map(\.source.typeName) }
        == [["Observable<Int>", "MutableObservableArray<Int>"], ["ObservableArray<Int>"]])
    #expect(shown?.collection == [1, 2, 3])
    shown = nil
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func observationBridgesRecordTheCallersLine() {
    let recording = BindingRecording()
    let isOn = Observable(false)
    let name = Observable("Ann")
    var lines: [Int] = []
    let models: (BoundValue<Bool>, ObservedValue<String>, ObservedValue<String>) =
      recording.record {
        let bound = BoundValue(isOn, initial: false)
        lines.append(#line - 1)
        let observed = ObservedValue(name)
        lines.append(#line - 1)
        let followed = ObservedValue(name.map { $0.uppercased() }, initial: "")
        lines.append(#line - 1)
        return (bound, observed, followed)
      }
    let live = recording.liveBindings().bindings
    #expect(live.map(\.site.line) == lines)
    #expect(live.map(\.kind) == [.bidirectionalBind, .bind, .bind])
    _ = models
  }

  @Test func mainActorBindingsRecordTheCallersLine() {
    let recording = BindingRecording()
    let name = Observable("Ann")
    let label = MainActorLabel()
    let bag = DisposeBag()
    var lines: [Int] = []
    recording.record {
      name.bind(to: label) { $0.text = $1 }.dispose(in: bag)
      lines.append(#line - 1)
      name.bind(to: label, keyPath: \.text).dispose(in: bag)
      lines.append(#line - 1)
      name.observeNext(on: .shared) { _ in }.dispose(in: bag)
      lines.append(#line - 1)
      let receiver = SignalReceiver<String>()
      receiver.start(name) { _ in }
      lines.append(#line - 1)
      receiver.stop()
    }
    // The receiver stopped: its observation is over; the three others run.
    #expect(recording.liveBindings().bindings.map(\.site.line) == Array(lines.prefix(3)))
    #expect(
      recording.liveBindings().bindings.map(\.target) == ["MainActorLabel", "MainActorLabel", nil])
  }
}

@MainActor private final class MainActorLabel {
  var text = ""
}
