import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct MarbleDiagramTests {
  @Test func parsesTicksValuesGroupsAndTerminals() {
    let diagram = MarbleDiagram("-a (bc)- d|")
    #expect(
      diagram.entries == [
        .init(tick: 1, event: .next("a")), .init(tick: 2, event: .next("b")),
        .init(tick: 2, event: .next("c")), .init(tick: 4, event: .next("d")),
        .init(tick: 5, event: .completed),
      ])
    #expect(diagram.description == "-a(bc)-d|")
    #expect(MarbleDiagram("--#").entries == [.init(tick: 2, event: .failed(MarbleFailure()))])
  }

  @Test(arguments: ["", "a", "-a-b|", "(ab)", "--(a|)", "a---#", "(ab)(cd)-e"])
  func printingAParsedDiagramGivesItBack(text: String) {
    #expect(MarbleDiagram(text).description == text)
  }

  @Test func aSignalSendsTheDiagramAndADiagramRecordsASignal() {
    let scheduler = TestScheduler()
    let source = scheduler.signal("-a-(bc)--|", failure: Never.self)
    #expect(scheduler.diagram(of: source, ticks: 20).description == "-a-(bc)--|")
    #expect(scheduler.now == .seconds(20))
  }

  @Test func failuresTravelAsMarbleFailure() {
    let scheduler = TestScheduler()
    let source = scheduler.signal("a#", tick: .milliseconds(10), failure: MarbleFailure.self)
    let recorded = scheduler.diagram(of: source, ticks: 5, tick: .milliseconds(10))
    #expect(recorded.description == "a#")
  }
}
