extension ObservableSectionedArray {
  /// An observable array of the items of every section, in order, kept in step with the
  /// sections: the way to filter, sort or group the items of a sectioned array anew.
  ///
  /// An item's insert, delete, update or move is one step of the flat array; a section
  /// inserted, deleted or moved inserts, deletes or moves its items. Section metadata is left
  /// out.
  ///
  /// ```swift
  /// let table = MutableObservableSectionedArray([
  ///   ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
  /// ])
  /// let items = table.readOnly.flattened()
  /// table.moveSection(from: 1, to: 0)
  /// print(items.collection)   // prints "[3, 1, 2]"
  /// ```
  ///
  /// - Returns: The derived flat array (see ``ObservableArrayProtocol`` for its lifetime and
  ///   threading).
  /// - Complexity: O(log *s*) per item edit, for *s* sections; O(*k* log *s*) for a section of
  ///   *k* items inserted, deleted or moved.
  @inlinable
  public func flattened() -> ObservableArray<Item> {
    ObservableArray(DerivedCollection(SectionFlattening(), upstream: self, keepAlive: derivation))
  }
}

extension MutableObservableSectionedArray {
  /// An observable array of the items of every section, in order (see
  /// ``ObservableSectionedArray/flattened()``).
  ///
  /// ```swift
  /// let table = MutableObservableSectionedArray([ArraySection(metadata: "A", items: ["x"])])
  /// let items = table.flattened()
  /// table.appendSection(ArraySection(metadata: "B", items: ["y", "z"]))
  /// print(items.collection)   // prints "["x", "y", "z"]"
  /// ```
  public func flattened() -> ObservableArray<Item> { readOnly.flattened() }
}
