/// An observable array is a collection of the elements it holds now, as Bond v4's was
/// (`CollectionType` with `Int` indices, which Swift 3 split into the collection protocols
/// down to `RandomAccessCollection`).
///
/// So `first`, `last`, `indices`, `count`, `isEmpty`, slicing and `for` loops read the array as
/// it is now, and an array of arrays reads as a collection of collections:
///
/// ```swift
/// let sections = ObservableArray([ObservableArray(["a", "b"]), ObservableArray(["c"])])
/// if let rows = sections.first {
///   for row in rows { print(row) }  // prints a, then b
/// }
/// print(sections.last?.count ?? 0)  // prints 1
/// ```
///
/// Where a result is used as an event producer (`numbers.map { $0 * 2 }.crystallize()`,
/// `numbers.filter { $0 > 0 }.observe { ... }`), `map` and `filter` are Bond's element-wise
/// array operators, which follow every later change; where the context asks for an `Array`,
/// they are the collection's, over the elements now.
extension ObservableArray: RandomAccessCollection {
  /// The element type, Bond v4's `ElementType`.
  public typealias Element = ElementType
  /// The positions of the elements: `0..<count`.
  public typealias Indices = Range<Int>
  /// A slice of the elements now, as the `subscript(_: Range<Int>)` getter returns it.
  public typealias SubSequence = ArraySlice<ElementType>
}
