/// A read-only view of a ``MutableObservableArray``: it can be read and observed, not edited.
///
/// ```swift
/// final class ViewModel {
///   private let _rows = MutableObservableArray<String>()
///   var rows: ObservableArray<String> { _rows.readOnly }
/// }
/// ```
///
/// Derived arrays (``ObservableArrayProtocol/filter(fileID:filePath:line:column:_:)``, ``ObservableArrayProtocol/sorted(by:fileID:filePath:line:column:_:)``
/// and the other operators of ``ObservableArrayProtocol``) are observable arrays too.
public struct ObservableArray<Element: Sendable>: ObservableArrayProtocol {
  public typealias Item = Element
  public typealias Failure = Never

  @usableFromInline let publisher: ChangesetPublisher<[Element], ArrayChangeset<Element>>
  /// The mutable array this view shows (kept alive by the view), if it is one.
  private let array: MutableObservableArray<Element>?
  /// The engine of this derived array, if it is one: kept alive by this view, by the derived
  /// arrays made from it, and by its observations until they end.
  @usableFromInline let derivation: (any Sendable)?

  /// Creates a read-only view of `array`.
  public init(_ array: MutableObservableArray<Element>) {
    publisher = array.publisher
    self.array = array
    derivation = nil
  }

  /// A derived array.
  @usableFromInline
  init<Derivation>(_ derived: DerivedCollection<Derivation>)
  where Derivation.Output == FlatOutput<Element> {
    publisher = derived.publisher
    array = nil
    derivation = derived
  }

  /// The current elements.
  public var collection: [Element] { publisher.collection }

  /// The number of elements.
  public var count: Int { publisher.collection.count }

  /// The element at `index`.
  public subscript(index: Int) -> Element {
    let elements = publisher.collection
    checkIndex(index, in: 0..<elements.count, "subscript")
    return elements[index]
  }

  @inlinable @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<ArrayChangeset<Element>, Never>) -> Void
  ) -> any Disposable {
    guard let derivation else { return publisher.observe(with: observer) }
    // An observation keeps a derived array's chain alive, as it keeps an operator chain alive,
    // until it is disposed or the chain's upstream array goes away (which completes it).
    return publisher.observe(keepingAlive: derivation, with: observer)
  }
}
