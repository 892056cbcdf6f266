import Foundation
import Kizuna
import Testing

@testable import KizunaWeb

/// The inspector's report is bounded whatever the program holds, and names objects by
/// report-local keys, never by address.
@Suite struct InspectorReportTests {
  @Test func aReportListsAtMostItsMaximumOfBindingsAndCountsThemAll() {
    let recording = BindingRecording()
    let bag = DisposeBag()
    let value = Observable(0)
    let extra = 100
    recording.record {
      LiveBindings.withLabel("Crowd #1") {
        for _ in 0..<(InspectorReport.maximumBindings + extra) {
          value.observeNext { _ in }.dispose(in: bag)
        }
      }
    }
    let report = InspectorReport(
      snapshot: recording.liveBindings(), openLabels: ["Crowd #1"], isRecording: true)
    #expect(report.total == InspectorReport.maximumBindings + extra)
    #expect(report.listed == InspectorReport.maximumBindings)
    #expect(report.groups.count == 1)
    let group = report.groups[0]
    #expect(group.label == "Crowd #1")
    #expect(group.isOpen)
    #expect(group.count == InspectorReport.maximumBindings + extra)
    #expect(group.bindings.count == InspectorReport.maximumBindings)
    #expect(group.sources.count == 1)  // one object, one key, however many bindings
    #expect(Set(group.bindings.flatMap(\.upstream).map(\.source)) == [group.sources[0].id])
    bag.dispose()
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func longTextsAreClippedAndAddressesNeverShown() throws {
    let recording = BindingRecording()
    let bag = DisposeBag()
    let value = Observable("")
    LiveBindings.name(value, String(repeating: "<name>", count: 100))
    let label = String(repeating: "L", count: 1000)
    recording.record {
      LiveBindings.withLabel(label) { value.observeNext { _ in }.dispose(in: bag) }
      value.observeNext { _ in }.dispose(in: bag)
    }
    let report = InspectorReport(
      snapshot: recording.liveBindings(), openLabels: [], isRecording: true)
    #expect(report.groups.map(\.label?.count) == [nil, InspectorReport.maximumTextLength])
    #expect(report.groups.map(\.isOpen) == [true, false])  // a label no open session has
    let source = try #require(report.groups.last?.sources.first)
    #expect(source.name?.count == InspectorReport.maximumTextLength)
    #expect(source.name?.hasSuffix("…") == true)
    let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
    #expect(!json.contains("0x"))
    #expect(!json.contains("ObjectIdentifier"))
  }
}

/// A chain through a bind's target: the report keys the target as the source it is.
@Suite struct InspectorReportChainTests {
  @Test func aBindsTargetThatIsObservedHasTheKeyOfThatSource() throws {
    let recording = BindingRecording()
    let bag = DisposeBag()
    let email = Observable("")
    let shown = Observable("")
    let closure = Observable(0)
    recording.record {
      LiveBindings.withLabel("Chain #1") {
        email.bind(to: shown).dispose(in: bag)
        shown.observeNext { _ in }.dispose(in: bag)
        closure.observeNext { _ in }.dispose(in: bag)
      }
    }
    let report = InspectorReport(
      snapshot: recording.liveBindings(), openLabels: ["Chain #1"], isRecording: true)
    let group = try #require(report.groups.only)
    #expect(group.bindings.map(\.kind) == ["bind", "observeNext", "observeNext"])
    let shownKey = try #require(group.bindings[1].upstream.only?.source)
    #expect(group.bindings[0].targetSource == shownKey)
    #expect(group.sources.map(\.id).contains(shownKey))
    #expect(group.bindings[1].targetSource == nil)  // an observer closure
    #expect(group.bindings[2].targetSource == nil)
    #expect(group.bindings[0].upstream.only?.source != shownKey)  // email's own key
  }
}

extension Collection {
  /// The one element, or `nil` when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
