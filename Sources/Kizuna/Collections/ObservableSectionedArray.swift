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

  private let base: MutableObservableSectionedArray<Metadata, Item>

  /// Creates a read-only view of `array`.
  public init(_ array: MutableObservableSectionedArray<Metadata, Item>) {
    base = array
  }

  /// The current sections.
  public var collection: [ArraySection<Metadata, Item>] { base.collection }

  /// The item at `path`.
  public subscript(path: ItemPath) -> Item { base[path] }

  public func observe(
    with observer: @escaping @Sendable (Event<Element, Never>) -> Void
  )
    -> any Disposable
  {
    base.observe(with: observer)
  }
}
