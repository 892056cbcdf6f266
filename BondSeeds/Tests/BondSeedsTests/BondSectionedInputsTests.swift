import BondSeeds
import KizunaBond
import KizunaTestSupport
import Testing

/// The Bond v4 nested arrays bound to a table: every change reaches the table-update oracle as
/// a batch it accepts, and the rows shown are the nested arrays' rows.
@MainActor
@Suite struct BondSectionedInputsTests {
  typealias Row = SectionedInputs.Row

  /// A strict table-update oracle bound, through a `TableBinder`, to the inputs' sections.
  func bindTable(
    to inputs: SectionedInputs
  ) -> (TableViewModel<NoSectionMetadata, Row>, any Disposable) {
    let oracle = TableViewModel<NoSectionMetadata, Row>(strict: true)
    let binder = TableBinder<NoSectionMetadata, Row>(table: oracle)
    oracle.dataSource = { [binder] in binder.snapshot }
    return (oracle, binder.bind(inputs.sections.sections))
  }

  func shownRows(_ inputs: SectionedInputs) -> [[Row]] { inputs.data.array.map(\.array) }

  @Test func everyChangeOfTheNestedArraysIsABatchTheTableAccepts() {
    let inputs = SectionedInputs()
    let (oracle, binding) = bindTable(to: inputs)
    inputs.addRow(title: "Phone", toSection: 0)
    inputs.removeRow(0, ofSection: 1)
    inputs.moveRow(from: 0, to: 2, inSection: 0)
    inputs.addSection(titles: ["Notes", "More"])
    inputs.data[2].removeAtIndex(1)
    inputs.data.removeAtIndex(0)
    inputs.data.insert(ObservableArray([Row(title: "First")]), atIndex: 0)
    #expect(oracle.errors.isEmpty)
    #expect(oracle.reloadCount == 1, "only the first load; every change after it animates")
    #expect(oracle.batchCount == 7)
    #expect(oracle.shown.map(\.items) == shownRows(inputs))
    #expect(inputs.titles == [["First"], ["City"], ["Notes"]])
    binding.dispose()
  }

  @Test func aRowMovedBetweenSectionsAndAReplacedSectionStayInStep() {
    let inputs = SectionedInputs()
    let (oracle, binding) = bindTable(to: inputs)
    let row = inputs.data[0].removeAtIndex(0)
    inputs.data[1].insert(row, atIndex: 1)
    inputs.data.replace(with: [ObservableArray([Row(title: "Only")])])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown.map(\.items) == shownRows(inputs))
    binding.dispose()
  }

  @Test func innerArraysAreObservedOnlyWhileInTheOuterArray() {
    let inputs = SectionedInputs()
    let removed = inputs.data.removeAtIndex(0)
    removed.append(Row(title: "Gone"))
    #expect(inputs.sections.sections.collection.map(\.items) == shownRows(inputs))
  }

  @Test func theSectionsAreReleasedWithTheirOwner() {
    weak var sections: NestedArraySections<Row>?
    let data = ObservableArray([ObservableArray([Row(title: "a")])])
    do {
      let made = data.sectionedForTables()
      sections = made
      data[0].append(Row(title: "b"))
      #expect(made.sections.collection[0].items.count == 2)
    }
    #expect(sections == nil)
    data[0].append(Row(title: "c"))  // nothing observes it any more
  }
}
