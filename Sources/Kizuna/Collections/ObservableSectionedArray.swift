/// A read-only view of a ``MutableObservableSectionedArray``.
///
/// ```swift
/// final class ViewModel {
///   private let _table = MutableObservableSectionedArray<String, Int>()
///   var table: ObservableSectionedArray<String, Int> { _table.readOnly }
/// }
/// ```
public struct ObservableSectionedArray<Metadata: Sendable, Item: Sendable>: SignalProtocol {
  public typealias Element = SectionedArrayChangeset<Metadata, Item>
  public typealias Failure = Never

  @usableFromInline let publisher: ChangesetPublisher<[ArraySection<Metadata, Item>], Element>
  /// The mutable array this view shows (kept alive by the view), if it is one.
  private let array: MutableObservableSectionedArray<Metadata, Item>?
  /// The engine of this derived array, if it is one: kept alive by this view and by its
  /// observations until they end.
  @usableFromInline let derivation: (any Sendable)?

  /// Creates a read-only view of `array`.
  public init(_ array: MutableObservableSectionedArray<Metadata, Item>) {
    publisher = array.publisher
    self.array = array
    derivation = nil
  }

  /// A derived sectioned array.
  @usableFromInline
  init<Derivation>(_ derived: DerivedCollection<Derivation>)
  where Derivation.Output == SectionedOutput<Metadata, Item> {
    publisher = derived.publisher
    array = nil
    derivation = derived
  }

  /// The current sections.
  public var collection: [ArraySection<Metadata, Item>] { publisher.collection }

  /// The item at `path`.
  public subscript(path: ItemPath) -> Item { SectionedArrayBatch(publisher.collection)[path] }

  @inlinable @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<Element, Never>) -> Void
  )
    -> any Disposable
  {
    guard let derivation else { return publisher.observe(with: observer) }
    // An observation keeps a derived array alive until it is disposed or the array completes.
    return publisher.observe(keepingAlive: derivation, with: observer)
  }
}
