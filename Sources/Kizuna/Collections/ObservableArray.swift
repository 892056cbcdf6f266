/// A read-only view of a ``MutableObservableArray``: it can be read and observed, not edited.
///
/// ```swift
/// final class ViewModel {
///   private let _rows = MutableObservableArray<String>()
///   var rows: ObservableArray<String> { _rows.readOnly }
/// }
/// ```
///
/// Derived arrays (``ObservableArrayProtocol/filter(_:)``, ``ObservableArrayProtocol/sorted(by:)``
/// and the other operators of ``ObservableArrayProtocol``) are observable arrays too.
public struct ObservableArray<Element: Sendable>: ObservableArrayProtocol {
  public typealias Item = Element
  public typealias Failure = Never

  private let publisher: ChangesetPublisher<[Element], ArrayChangeset<Element>>
  /// What owns the publisher: the mutable array, or a derived collection's engine.
  private let owner: any Sendable

  /// Creates a read-only view of `array`.
  public init(_ array: MutableObservableArray<Element>) {
    publisher = array.publisher
    owner = array
  }

  /// A derived array.
  init<Derivation>(_ derived: DerivedCollection<Derivation>)
  where Derivation.Output == FlatOutput<Element> {
    publisher = derived.publisher
    owner = derived
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

  public func observe(
    with observer: @escaping @Sendable (Event<ArrayChangeset<Element>, Never>) -> Void
  ) -> any Disposable {
    publisher.observe(with: observer)
  }
}
