#if canImport(Darwin)
  public import Atomics
#else
  public import Synchronization
#endif

extension TableBinder {
  /// Shows `array` in the table and follows its changes until the returned disposable is
  /// disposed; user moves and deletes are applied to `array`.
  ///
  /// Changes made on the main actor reach the table at once; changes made on other threads
  /// reach it on the main actor, in the order they were made, after every change before them.
  ///
  /// - Parameters:
  ///   - array: The data; mutate it anywhere.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(
    _ array: MutableObservableSectionedArray<Metadata, Item>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  {
    takeUserEdits(into: array)
    return follow(
      array, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Applies the user's moves and deletes to `array` from now on.
  @usableFromInline
  func takeUserEdits(into array: MutableObservableSectionedArray<Metadata, Item>) {
    userEdits = UserEdits(
      move: { [weak array] from, to in
        var moved = false
        array?.batchUpdate { sections in
          // The data may have changed on another thread since the user saw it.
          guard sections.collection.canMoveItem(from: from, to: to) else { return }
          sections.moveItem(from: from, to: to)
          moved = true
        }
        return moved
      },
      delete: { [weak array] path in
        var deleted = false
        array?.batchUpdate { sections in
          guard sections.collection.indices.contains(path.section),
            sections.collection[path.section].items.indices.contains(path.item)
          else { return }
          sections.removeItem(at: path)
          deleted = true
        }
        return deleted
      })
  }

  /// Shows the read-only `array` in the table and follows its changes until the returned
  /// disposable is disposed.
  ///
  /// The binder cannot change read-only data: a row the user moves goes back to where the data
  /// has it (the table is reloaded once the move callback has returned), and
  /// ``userDeletedRow(at:)`` deletes nothing. Leave ``TableConfiguration/canMoveRow`` and
  /// ``TableConfiguration/canEditRow`` `false` for read-only data, or bind the mutable array.
  ///
  /// - Parameters:
  ///   - array: The data; its owner mutates it anywhere.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(
    _ array: ObservableSectionedArray<Metadata, Item>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  {
    takeNoUserEdits()
    return follow(
      array, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Shows a flat `array` as a table with one section and follows its changes until the
  /// returned disposable is disposed; user moves and deletes are applied to `array`.
  ///
  /// Changes made on the main actor reach the table at once; changes made on other threads
  /// reach it on the main actor, in order.
  ///
  /// - Parameters:
  ///   - array: The data; mutate it anywhere.
  ///   - metadata: The metadata of the single section.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(
    _ array: MutableObservableArray<Item>, metadata: Metadata,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  {
    takeUserEdits(into: array)
    return follow(
      array.readOnly, metadata: metadata,
      at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Applies the user's moves and deletes to the flat `array` (section 0) from now on.
  @usableFromInline
  func takeUserEdits(into array: MutableObservableArray<Item>) {
    userEdits = UserEdits(
      move: { [weak array] from, to in
        guard from.section == 0, to.section == 0 else {
          RuntimeIssue.report(
            "TableBinder: the table moved a row from \(from) to \(to), but the bound flat array "
              + "has one section (0); the move is not applied and the table is reloaded.")
          return false
        }
        var moved = false
        array?.batchUpdate { items in
          // The data may have changed on another thread since the user saw it.
          guard items.collection.indices.contains(from.item),
            items.collection.indices.contains(to.item)
          else { return }
          items.move(from: from.item, to: to.item)
          moved = true
        }
        return moved
      },
      delete: { [weak array] path in
        guard path.section == 0 else {
          RuntimeIssue.report(
            "TableBinder: the table deleted the row at \(path), but the bound flat array has "
              + "one section (0); nothing is deleted and the table is reloaded.")
          return false
        }
        var deleted = false
        array?.batchUpdate { items in
          guard items.collection.indices.contains(path.item) else { return }
          items.remove(at: path.item)
          deleted = true
        }
        return deleted
      })
  }

  /// Shows the read-only flat `array` as a table with one section and follows its changes
  /// until the returned disposable is disposed.
  ///
  /// As with a read-only sectioned array, user moves and deletes do not change the data (see
  /// the read-only sectioned `bind(_:)`).
  ///
  /// - Parameters:
  ///   - array: The data; its owner mutates it anywhere.
  ///   - metadata: The metadata of the single section.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(
    _ array: ObservableArray<Item>, metadata: Metadata,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> any Disposable {
    takeNoUserEdits()
    return follow(
      array, metadata: metadata,
      at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Read-only data from now on: user moves are undone by a reload, deletes do nothing.
  @usableFromInline
  func takeNoUserEdits() {
    userEdits = .readOnly
  }

  /// Follows the change sets of `array`, bringing each to the main actor in order.
  @inlinable
  func follow(
    _ array: some SignalProtocol<SectionedArrayChangeset<Metadata, Item>, Never>,
    at site: BindingSite
  ) -> any Disposable {
    follow(array, at: site) { $0 }
  }

  /// Follows the change sets of a flat `array` as those of one section with `metadata`.
  @inlinable
  func follow(
    _ array: ObservableArray<Item>, metadata: Metadata, at site: BindingSite
  ) -> any Disposable {
    follow(array, at: site) { $0.sectioned(metadata: metadata) }
  }

  /// Follows the change sets of `array`, each made sectioned by `sectioned` and brought to the
  /// main actor in order, as a binding of its own generation.
  @inlinable
  func follow<Source: SignalProtocol>(
    _ array: Source, at site: BindingSite,
    sectioned: @escaping @Sendable (Source.Element) -> SectionedArrayChangeset<Metadata, Item>
  ) -> any Disposable where Source.Failure == Never {
    guard _slowPath(BindingRecorder.isOn) else { return follow(array, sectioned: sectioned) }
    return BindingRecorder.recordOnMainActor(.table, at: site, on: array, target: table) {
      follow(array, sectioned: sectioned)
    }
  }

  @inlinable
  func follow<Source: SignalProtocol>(
    _ array: Source,
    sectioned: @escaping @Sendable (Source.Element) -> SectionedArrayChangeset<Metadata, Item>
  ) -> any Disposable where Source.Failure == Never {
    let hop = mainActorHop
    let generation = state.bindingReplaced()
    let lifetime = BindingLifetime()
    let deliver: @MainActor @Sendable (Source.Element) -> Void = { [weak self] change in
      // A change set still on its way when the binding was disposed is dropped.
      guard lifetime.isActive.load(ordering: .acquiring) else { return }
      self?.receive(sectioned(change), fromBinding: generation)
    }
    let observation = array.observeNext { change in hop.execute(change, deliver) }
    return lifetime.ending(observation)
  }

  /// Takes a change set of the binding `generation`: correct by construction (an observable
  /// array made it from the data before it, and the hop keeps their order), unless a later
  /// `bind` replaced that binding while it was still in force (not disposed).
  @inlinable
  func receive(
    _ change: SectionedArrayChangeset<Metadata, Item>, fromBinding generation: Int
  ) {
    enqueue(change, isCorrectByConstruction: true, fromBinding: generation)
  }
}

/// Whether a binding of a ``TableBinder`` is still in force: change sets that were on their way
/// to the main actor when it was disposed are dropped.
@usableFromInline
final class BindingLifetime: Sendable {
  @usableFromInline let isActive = ActiveFlag(true)

  @usableFromInline init() {}

  /// A disposable that ends this lifetime, then `observation`.
  @usableFromInline
  func ending(_ observation: any Disposable) -> any Disposable {
    BlockDisposable { [self] in
      isActive.store(false, ordering: .releasing)
      observation.dispose()
    }
  }
}
