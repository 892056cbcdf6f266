extension TextInputRow: Hashable {
  /// Whether `first` and `second` are the same row: a row is an object with its own text, so
  /// two rows are equal only when they are one object (two rows may show the same title and
  /// text and still be two rows).
  ///
  /// ```swift
  /// let row = TextInputRow(id: 1, title: "Name")
  /// print(row == row, row == TextInputRow(id: 1, title: "Name"))  // prints "true false"
  /// ```
  public static func == (first: TextInputRow, second: TextInputRow) -> Bool {
    first === second
  }

  /// Hashes the row's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
