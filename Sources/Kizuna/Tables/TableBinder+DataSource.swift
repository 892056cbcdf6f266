extension TableBinder {
  /// The number of sections shown.
  public var numberOfSections: Int { snapshot.count }

  /// The number of rows shown in `section`.
  public func numberOfRows(inSection section: Int) -> Int {
    checkIndex(section, in: 0..<snapshot.count, "section")
    return snapshot[section].items.count
  }

  /// The item shown at `path`.
  public func item(at path: ItemPath) -> Item {
    checkIndex(path.section, in: 0..<snapshot.count, "section")
    checkIndex(path.item, in: 0..<snapshot[path.section].items.count, "row")
    return snapshot[path.section].items[path.item]
  }

  /// The metadata of the section shown at `section`.
  public func metadata(ofSection section: Int) -> Metadata {
    checkIndex(section, in: 0..<snapshot.count, "section")
    return snapshot[section].metadata
  }

  /// The header title of `section`, from ``TableConfiguration/headerTitle``.
  public func headerTitle(forSection section: Int) -> String? {
    configuration.headerTitle?(metadata(ofSection: section), section)
  }

  /// The footer title of `section`, from ``TableConfiguration/footerTitle``.
  public func footerTitle(forSection section: Int) -> String? {
    configuration.footerTitle?(metadata(ofSection: section), section)
  }

  /// Whether the row at `path` can be edited, from ``TableConfiguration/canEditRow``.
  public func canEditRow(at path: ItemPath) -> Bool {
    configuration.canEditRow(item(at: path), path)
  }

  /// Whether the row at `path` can be moved, from ``TableConfiguration/canMoveRow``.
  public func canMoveRow(at path: ItemPath) -> Bool {
    configuration.canMoveRow(item(at: path), path)
  }
}
