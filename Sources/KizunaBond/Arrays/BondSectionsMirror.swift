package import Kizuna

/// The shape of an `ObservableArray<ObservableArray<Element>>` (how many rows each section
/// has), kept as a Kizuna sectioned array so that Kizuna's `TableBinder` plans the table's
/// batches: what KizunaBondUIKit's `bindTo(_:proxyDataSource:createCell:)` binds.
///
/// Each Bond v4 operation becomes the same change of the sections, as Bond v4's own table
/// binding applied it: an outer insert, remove or batch inserts and deletes sections; an outer
/// update (a section replaced in place) or an inner `.Reset` reloads the section; an inner
/// operation inserts, deletes or reloads rows; an outer `.Reset` reloads the table. The rows
/// hold no values: the table asks the nested arrays for them (through `createCell`), as it
/// did in Bond v4.
///
/// Follows the arrays on the thread that changes them (the main thread, for a table), while
/// it is alive; not `Sendable`, like the arrays.
package final class BondSectionsMirror<Element> {
  /// One row; its value is in the nested array.
  package struct Row: Sendable, Hashable {}

  /// A section's version: it changes when the section is replaced or reset, so that the
  /// table reloads it.
  package struct Version: Sendable, Hashable {
    let value: Int
  }

  /// The sections, one per inner array, with as many rows.
  package let sections: MutableObservableSectionedArray<Version, Row>
  private let outer: ObservableArray<ObservableArray<Element>>
  private let outerBag = DisposeBag()
  private let innerBag = DisposeBag()
  private var nextVersion = 0
  /// Inside ``absorbing(_:)``: how many operations arrived, not mirrored.
  private var absorbed: Int?

  /// Starts following `outer` and its inner arrays.
  ///
  /// - Parameter outer: The sections' arrays.
  package init(_ outer: ObservableArray<ObservableArray<Element>>) {
    self.outer = outer
    sections = MutableObservableSectionedArray([])
    sections.replace(with: outer.array.map(makeSection))
    outer.observeNew { [weak self] event in self?.outerChanged(event.operation) }
      .disposeIn(outerBag)
    observeInnerArrays()
  }

  private func makeSection(_ inner: ObservableArray<Element>) -> ArraySection<Version, Row> {
    makeSection(rowCount: inner.count)
  }

  private func makeSection(rowCount: Int) -> ArraySection<Version, Row> {
    nextVersion += 1
    return ArraySection(
      metadata: Version(value: nextVersion), items: Array(repeating: Row(), count: rowCount))
  }

  /// Runs `body`, which changes the arrays the way the sections have already changed (a row
  /// the user moved, which the table binder moved in the sections): its operations are not
  /// mirrored. If `body` changed nothing, or the arrays do not end with the sections' shape,
  /// the sections are replaced by the arrays' shape (the table reloads).
  ///
  /// - Parameter body: Changes the arrays.
  package func absorbing(_ body: () -> Void) {
    absorbed = 0
    body()
    let count = absorbed ?? 0
    absorbed = nil
    observeInnerArrays()
    let shape = outer.array.map(\.count)
    if count == 0 || sections.collection.map(\.items.count) != shape {
      sections.replace(with: outer.array.map(makeSection))
    }
  }

  private func outerChanged(_ operation: ObservableArrayOperation<ObservableArray<Element>>) {
    if let absorbed {
      self.absorbed = absorbed + 1
      return
    }
    if case .Reset(let arrays) = operation {
      sections.replace(with: arrays.map(makeSection))
    } else {
      sections.batchUpdate { batch in applySections(operation, to: &batch) }
    }
    observeInnerArrays()
  }

  private func applySections(
    _ operation: ObservableArrayOperation<ObservableArray<Element>>,
    to batch: inout SectionedArrayBatch<Version, Row>
  ) {
    switch operation {
    case .Insert(let arrays, let fromIndex):
      for (offset, inner) in arrays.enumerated() {
        batch.insertSection(makeSection(inner), at: fromIndex + offset)
      }
    case .Remove(let range):
      for _ in range { batch.removeSection(at: range.lowerBound) }
    case .Update(let arrays, let fromIndex):
      for (offset, inner) in arrays.enumerated() {
        reload(section: fromIndex + offset, rowCount: inner.count, in: &batch)
      }
    case .Reset(let arrays):
      batch.removeAll()
      for inner in arrays { batch.appendSection(makeSection(inner)) }
    case .Batch(let operations):
      for operation in operations { applySections(operation, to: &batch) }
    }
  }

  /// A section replaced or reset: a new version (the table reloads it) with the new rows.
  private func reload(
    section: Int, rowCount: Int, in batch: inout SectionedArrayBatch<Version, Row>
  ) {
    let replacement = makeSection(rowCount: rowCount)
    batch.updateMetadata(replacement.metadata, ofSection: section)
    let oldCount = batch.collection[section].items.count
    for item in stride(from: oldCount - 1, through: 0, by: -1) {
      _ = batch.removeItem(at: ItemPath(section: section, item: item))
    }
    for item in 0..<rowCount { batch.insertItem(Row(), at: ItemPath(section: section, item: item)) }
  }

  private func innerChanged(
    _ operation: ObservableArrayOperation<Element>, of inner: ObservableArray<Element>
  ) {
    if let absorbed {
      self.absorbed = absorbed + 1
      return
    }
    guard let section = outer.array.firstIndex(where: { $0 === inner }) else { return }
    sections.batchUpdate { batch in
      applyRows(operation, section: section, to: &batch)
    }
  }

  private func applyRows(
    _ operation: ObservableArrayOperation<Element>, section: Int,
    to batch: inout SectionedArrayBatch<Version, Row>
  ) {
    switch operation {
    case .Insert(let elements, let fromIndex):
      for offset in elements.indices {
        batch.insertItem(Row(), at: ItemPath(section: section, item: fromIndex + offset))
      }
    case .Remove(let range):
      for _ in range {
        _ = batch.removeItem(at: ItemPath(section: section, item: range.lowerBound))
      }
    case .Update(let elements, let fromIndex):
      for offset in elements.indices {
        batch.apply(.updateItem(Row(), at: ItemPath(section: section, item: fromIndex + offset)))
      }
    case .Reset(let elements):
      reload(section: section, rowCount: elements.count, in: &batch)
    case .Batch(let operations):
      for operation in operations {
        applyRows(operation, section: section, to: &batch)
      }
    }
  }

  /// Observes the inner arrays now in the outer array (after each outer change, as Bond v4's
  /// binding did).
  private func observeInnerArrays() {
    innerBag.dispose()
    for inner in outer.array {
      inner.observeNew { [weak self, weak inner] event in
        guard let self, let inner else { return }
        self.innerChanged(event.operation, of: inner)
      }
      .disposeIn(innerBag)
    }
  }
}
