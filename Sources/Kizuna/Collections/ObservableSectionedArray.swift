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

  private let publisher: ChangesetPublisher<[ArraySection<Metadata, Item>], Element>
  /// What owns the publisher: the mutable array, or a derived collection's engine.
  private let owner: any Sendable

  /// Creates a read-only view of `array`.
  public init(_ array: MutableObservableSectionedArray<Metadata, Item>) {
    publisher = array.publisher
    owner = array
  }

  /// A derived sectioned array.
  init<Derivation>(_ derived: DerivedCollection<Derivation>)
  where Derivation.Output == SectionedOutput<Metadata, Item> {
    publisher = derived.publisher
    owner = derived
  }

  /// The current sections.
  public var collection: [ArraySection<Metadata, Item>] { publisher.collection }

  /// The item at `path`.
  public subscript(path: ItemPath) -> Item { SectionedArrayBatch(publisher.collection)[path] }

  public func observe(
    with observer: @escaping @Sendable (Event<Element, Never>) -> Void
  )
    -> any Disposable
  {
    publisher.observe(with: observer)
  }
}
