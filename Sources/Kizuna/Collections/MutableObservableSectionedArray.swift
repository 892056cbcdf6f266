/// An array of sections (metadata plus items) that tells its observers about every change of
/// its sections and items, as a table with sections needs.
///
/// A new observer first receives an ``ChangesetKind/initial`` change set holding the current
/// sections, then one ``SectionedArrayChangeset`` per mutation or per ``batchUpdate(_:)``.
/// Items move within and across sections. Thread safety, ordering and bad-index handling are
/// those of ``MutableObservableArray``: observers run on the mutating thread, one change at a
/// time, and receive `.completed` when the array is released.
///
/// ```swift
/// let table = MutableObservableSectionedArray([
///   ArraySection(metadata: "Fruit", items: ["apple"]),
///   ArraySection(metadata: "Vegetables", items: ["leek"]),
/// ])
/// table.observeNext { print($0.diff) }.dispose(in: bag)
/// // prints "sections: insert [0, 1]; items: no changes"
/// table.moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 1))
/// // prints "sections: no changes; items: move [[1, 0] -> [0, 1]]"
/// ```
public final class MutableObservableSectionedArray<Metadata: Sendable, Item: Sendable>:
  SignalProtocol
{
  public typealias Element = SectionedArrayChangeset<Metadata, Item>
  public typealias Failure = Never
  public typealias Section = ArraySection<Metadata, Item>

  @usableFromInline let publisher: ChangesetPublisher<[Section], Element>

  /// Creates an observable sectioned array holding `sections`.
  public init(_ sections: [Section] = []) {
    publisher = ChangesetPublisher(
      collection: sections, initial: .initial(sections),
      makeInitial: { .initial($0.collection) },
      checkInvariants: { old, change in
        change._checkInvariants(oldItemCounts: old.map { $0.items.count })
      })
  }

  /// The current sections.
  public var collection: [Section] { publisher.collection }

  /// The number of sections.
  public var sectionCount: Int { publisher.collection.count }

  /// The section at `index`.
  public subscript(section index: Int) -> Section {
    let sections = publisher.collection
    checkIndex(index, in: 0..<sections.count, "section")
    return sections[index]
  }

  /// The item at `path`; setting it replaces the item and sends an update.
  public subscript(path: ItemPath) -> Item {
    get { SectionedArrayBatch(publisher.collection)[path] }
    set { perform(.updateItem(newValue, at: path)) }
  }

  /// Adds a section at the end.
  public func appendSection(_ section: Section) {
    perform { .insertSection(section, at: $0.count) }
  }

  /// Inserts a section at `index` (0 through the section count).
  @inlinable
  public func insertSection(_ section: Section, at index: Int) {
    perform(.insertSection(section, at: index))
  }

  /// Removes the section at `index` with its items.
  @inlinable
  public func removeSection(at index: Int) { perform(.deleteSection(at: index)) }

  /// Moves the section at `from` so that it ends up at `to`.
  @inlinable
  public func moveSection(from: Int, to: Int) { perform(.moveSection(from: from, to: to)) }

  /// Replaces the metadata of the section at `index` (a bound table reloads that section).
  @inlinable
  public func updateMetadata(_ metadata: Metadata, ofSection index: Int) {
    perform(.updateSection(metadata, at: index))
  }

  /// Adds `item` at the end of section `section`.
  public func appendItem(_ item: Item, toSection section: Int) {
    perform { sections in
      checkIndex(section, in: 0..<sections.count, "append item to section")
      return .insertItem(item, at: ItemPath(section: section, item: sections[section].items.count))
    }
  }

  /// Inserts `item` at `path`.
  @inlinable
  public func insertItem(_ item: Item, at path: ItemPath) { perform(.insertItem(item, at: path)) }

  /// Removes the item at `path`.
  @inlinable
  public func removeItem(at path: ItemPath) { perform(.deleteItem(at: path)) }

  /// Moves the item at `from` so that it ends up at `to`, in the same or another section.
  @inlinable
  public func moveItem(from: ItemPath, to: ItemPath) { perform(.moveItem(from: from, to: to)) }

  /// Removes every section, as one change set; sends nothing if already empty.
  public func removeAll() {
    batchUpdate { $0.removeAll() }
  }

  /// Performs several edits as one change set.
  ///
  /// `body` edits a copy of the sections; the edits are then committed together. If another
  /// thread mutates the array meanwhile, `body` runs again on the fresh sections, so keep it
  /// free of side effects. Nothing is sent if `body` makes no edit.
  ///
  /// ```swift
  /// table.batchUpdate { table in
  ///   table.insertSection(ArraySection(metadata: "New", items: ["a", "b"]), at: 0)
  ///   table.removeItem(at: ItemPath(section: 1, item: 0))
  /// }
  /// ```
  ///
  /// - Parameter body: Edits the sections; called on the current thread, without any lock.
  public func batchUpdate(_ body: (inout SectionedArrayBatch<Metadata, Item>) -> Void) {
    while true {
      let (sections, version) = publisher.versioned
      var batch = SectionedArrayBatch(sections)
      body(&batch)
      let committed = publisher.mutate { current, currentVersion in
        guard currentVersion == version else { return (nil, false) }
        guard !batch.patch.isEmpty else { return (nil, true) }
        current = batch.collection
        // The batch applied every step to the sections, which checked its indices: one step's
        // diff is read off the step.
        let change =
          batch.patch.count == 1
          ? Element(
            kind: .edits, collection: batch.collection, patch: batch.patch,
            diff: SectionedArrayDiff(validSingle: batch.patch[0]))
          : Element(
            collection: batch.collection, patch: batch.patch,
            oldItemCounts: sections.map { $0.items.count })
        return (change, true)
      }
      if committed { return }
    }
  }

  /// Replaces every section at once, without diffing: observers get a
  /// ``ChangesetKind/replacement`` change set (a bound table reloads).
  public func replace(with sections: [Section]) {
    publisher.mutate { current, _ in
      let change = Element.replacement(oldSectionCount: current.count, with: sections)
      current = sections
      return (change, ())
    }
  }

  /// A read-only view of this array.
  public var readOnly: ObservableSectionedArray<Metadata, Item> { ObservableSectionedArray(self) }

  @inlinable @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<Element, Never>) -> Void
  )
    -> any Disposable
  {
    publisher.observe(with: observer)
  }

  /// Applies one edit and sends its change set.
  ///
  /// - Complexity: O(1) besides the edit itself: the diff of one valid step is read off the
  ///   step, with no tracking of the other sections and items, and the sections are edited in
  ///   place (``ChangesetPublisher/mutateInPlace(_:)``). Array storage still moves the items
  ///   after the edited position in its section, and an observer that keeps a change set makes
  ///   the next edit copy what it shares.
  ///
  /// Inlinable, as the single edits that call it: an app's module then specializes the edit,
  /// its change set and their delivery for its own types, instead of running them as generic
  /// code that looks up the metadata of each generic type it touches, on every edit.
  @inlinable
  func perform(_ edit: SectionedArrayEdit<Metadata, Item>) {
    publisher.mutateInPlace { Self.apply(edit, to: &$0) }
  }

  /// Applies the edit that `makeEdit` makes from the current sections, under the lock.
  private func perform(_ makeEdit: ([Section]) -> SectionedArrayEdit<Metadata, Item>) {
    publisher.mutateInPlace { sections in Self.apply(makeEdit(sections), to: &sections) }
  }

  /// Applies `edit` to `sections` and returns its change set.
  @inlinable
  static func apply(
    _ edit: SectionedArrayEdit<Metadata, Item>, to sections: inout [Section]
  ) -> Element {
    sections.apply(edit)  // stops the program on a bad index, naming it and the valid range
    return Element(
      kind: .edits, collection: sections, patch: [edit], diff: SectionedArrayDiff(validSingle: edit)
    )
  }
}

extension MutableObservableSectionedArray where Metadata: Equatable, Item: Equatable {
  /// Replaces every section, diffing by identity: observers get the section and item inserts,
  /// deletes, moves (also across sections) and updates.
  ///
  /// ```swift
  /// table.replace(with: newSections, sectionID: \.title, itemID: \.id)
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - sectionID: The identity of a section, from its metadata.
  ///   - itemID: The identity of an item.
  public func replace<SectionID: Hashable, ItemID: Hashable>(
    with sections: [Section], sectionID: (Metadata) -> SectionID, itemID: (Item) -> ItemID
  ) {
    while true {
      let (current, version) = publisher.versioned
      let diff = SectionedArrayDiff(
        from: current, to: sections, sectionID: sectionID, itemID: itemID)
      let committed = publisher.mutate { stored, storedVersion in
        guard storedVersion == version else { return (nil, false) }
        guard !diff.isEmpty else { return (nil, true) }
        stored = sections
        let change = Element(
          collection: sections, diff: diff, oldItemCounts: current.map { $0.items.count })
        return (change, true)
      }
      if committed { return }
    }
  }
}

extension MutableObservableSectionedArray where Metadata: Hashable, Item: Hashable {
  /// Replaces every section; with `performDiff`, observers get only the differences, sections
  /// matched by metadata and items by value.
  ///
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - performDiff: Whether to diff and send the exact edits; if false, observers get a
  ///     ``ChangesetKind/replacement``.
  public func replace(with sections: [Section], performDiff: Bool) {
    if performDiff {
      replace(with: sections, sectionID: { $0 }, itemID: { $0 })
    } else {
      replace(with: sections)
    }
  }
}
