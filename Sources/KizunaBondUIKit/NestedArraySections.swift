#if canImport(UIKit) && !os(watchOS)
/// Bond v4's sectioned data, an `ObservableArray<ObservableArray<Item>>`, as a Kizuna sectioned
/// array that a `TableBinder` (and so a table) follows.
///
/// It keeps ``sections`` equal to the nested arrays: each change of the outer array becomes
/// the same section changes (insert, delete, move, replace), each change of an inner array the
/// same item changes in that array's section, in one batch per change, so a bound table
/// animates exactly what changed. Inner arrays are observed while they are in the outer array.
/// It follows the nested arrays one way: apply user moves to the nested arrays (they come back
/// as changes), not to ``sections``.
///
/// ```swift
/// let data = ObservableArray([ObservableArray(["a", "b"]), ObservableArray(["c"])])
/// let sections = data.sectionedForTables()
/// binder.bind(sections.sections).dispose(in: bag)  // Kizuna's TableBinder
/// data[1].append("d")                               // the table inserts row [1, 1]
/// ```
///
/// Changes are mirrored on the thread that makes them, in order; make them on one thread at a
/// time (Bond v4 code makes them on the main thread).
public final class NestedArraySections<Item: Sendable>: Sendable {
  /// The sections, one per inner array, with no metadata (Bond v4 sections had none).
  public let sections: MutableObservableSectionedArray<NoSectionMetadata, Item>
  private let outer: MutableObservableArray<MutableObservableArray<Item>>
  private let state = ObservedInners()

  init(_ outer: MutableObservableArray<MutableObservableArray<Item>>) {
    self.outer = outer
    sections = MutableObservableSectionedArray(
      outer.collection.map { ArraySection(metadata: NoSectionMetadata(), items: $0.collection) })
    let outerObservation = outer.observeNext { [weak self] change in
      self?.outerChanged(change)
    }
    state.store(outer: outerObservation)
    resubscribe()
  }

  deinit {
    state.disposeAll()
  }

  /// Mirrors a change of the outer array (sections inserted, deleted, moved or replaced).
  private func outerChanged(_ change: ArrayChangeset<MutableObservableArray<Item>>) {
    guard change.kind != .initial else { return }
    sections.batchUpdate { batch in
      for edit in change.patch {
        switch edit {
        case .insert(let inner, let index):
          batch.insertSection(
            ArraySection(metadata: NoSectionMetadata(), items: inner.collection), at: index)
        case .delete(let index):
          batch.removeSection(at: index)
        case .update(let inner, let index):
          batch.removeSection(at: index)
          batch.insertSection(
            ArraySection(metadata: NoSectionMetadata(), items: inner.collection), at: index)
        case .move(let from, let to):
          batch.moveSection(from: from, to: to)
        }
      }
    }
    resynchronizeIfNeeded()
    resubscribe()
  }

  /// Mirrors a change of one inner array as item changes in its section.
  private func innerChanged(
    _ change: ArrayChangeset<Item>, of inner: MutableObservableArray<Item>
  ) {
    guard change.kind != .initial,
      let section = outer.collection.firstIndex(where: { $0 === inner })
    else { return }
    sections.batchUpdate { batch in
      for edit in change.patch {
        switch edit {
        case .insert(let item, let index):
          batch.insertItem(item, at: ItemPath(section: section, item: index))
        case .delete(let index):
          _ = batch.removeItem(at: ItemPath(section: section, item: index))
        case .update(let item, let index):
          batch.apply(.updateItem(item, at: ItemPath(section: section, item: index)))
        case .move(let from, let to):
          batch.moveItem(
            from: ItemPath(section: section, item: from), to: ItemPath(section: section, item: to))
        }
      }
    }
    resynchronizeIfNeeded()
  }

  /// A change without a patch (a replacement) or any other drift: the sections are replaced by
  /// the nested arrays' contents (the table reloads).
  private func resynchronizeIfNeeded() {
    let expected = outer.collection.map { $0.collection.count }
    let mirrored = sections.collection.map(\.items.count)
    if expected != mirrored {
      sections.replace(
        with: outer.collection.map {
          ArraySection(metadata: NoSectionMetadata(), items: $0.collection)
        })
    }
  }

  /// Observes the inner arrays now in the outer array, and stops observing the others.
  private func resubscribe() {
    let current = outer.collection
    let added = state.retain(only: current)
    for inner in added {
      let observation = inner.observeNext { [weak self, weak inner] change in
        guard let self, let inner else { return }
        self.innerChanged(change, of: inner)
      }
      state.store(observation, for: inner)
    }
  }
}

extension MutableObservableArray {
  /// Bond v4's array of arrays as sections a `TableBinder` follows; see
  /// ``NestedArraySections``.
  ///
  /// - Returns: The sections, kept equal to these nested arrays while the result is alive.
  public func sectionedForTables<Item: Sendable>() -> NestedArraySections<Item>
  where Element == MutableObservableArray<Item> {
    NestedArraySections(self)
  }
}

/// The observations of a ``NestedArraySections``: the outer array's and one per inner array,
/// behind the project's lock.
final class ObservedInners: Sendable {
  private struct State {
    var outer: (any Disposable)?
    var inners: [ObjectIdentifier: any Disposable] = [:]
    var isDisposed = false
  }
  private let state = Lock.make(State())

  func store(outer observation: any Disposable) {
    state.withLock { $0.outer = observation }
  }

  /// Forgets (and disposes) the observations of arrays not in `current`; returns the arrays
  /// of `current` that have none yet.
  func retain<Item>(only current: [MutableObservableArray<Item>]) -> [MutableObservableArray<Item>]
  {
    let identifiers = Set(current.map(ObjectIdentifier.init))
    let (gone, added) = state.withLock {
      state -> ([any Disposable], [MutableObservableArray<Item>]) in
      let gone = state.inners.filter { !identifiers.contains($0.key) }
      for key in gone.keys { state.inners[key] = nil }
      var seen = Set<ObjectIdentifier>()
      let added = current.filter { inner in
        let identifier = ObjectIdentifier(inner)
        return state.inners[identifier] == nil && seen.insert(identifier).inserted
      }
      return (Array(gone.values), added)
    }
    for observation in gone { observation.dispose() }
    return added
  }

  func store<Item>(_ observation: any Disposable, for inner: MutableObservableArray<Item>) {
    let rejected = state.withLock { state -> (any Disposable)? in
      guard !state.isDisposed else { return observation }
      state.inners[ObjectIdentifier(inner)] = observation
      return nil
    }
    rejected?.dispose()
  }

  func disposeAll() {
    let all = state.withLock { state -> [any Disposable] in
      state.isDisposed = true
      defer {
        state.outer = nil
        state.inners = [:]
      }
      return Array(state.inners.values) + (state.outer.map { [$0] } ?? [])
    }
    for observation in all { observation.dispose() }
  }
}

/// The metadata of a section that has none: Bond v4's nested arrays carry only rows.
public struct NoSectionMetadata: Hashable, Sendable {
  /// The one value.
  public init() {}
}
#endif
