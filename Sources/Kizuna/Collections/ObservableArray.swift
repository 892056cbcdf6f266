/// A read-only view of a ``MutableObservableArray``: it can be read and observed, not edited.
///
/// ```swift
/// final class ViewModel {
///   private let _rows = MutableObservableArray<String>()
///   var rows: ObservableArray<String> { _rows.readOnly }
/// }
/// ```
public struct ObservableArray<Element: Sendable>: SignalProtocol {
  public typealias Failure = Never

  private let base: MutableObservableArray<Element>

  /// Creates a read-only view of `array`.
  public init(_ array: MutableObservableArray<Element>) {
    base = array
  }

  /// The current elements.
  public var collection: [Element] { base.collection }

  /// The number of elements.
  public var count: Int { base.count }

  /// The element at `index`.
  public subscript(index: Int) -> Element { base[index] }

  public func observe(
    with observer: @escaping @Sendable (Event<ArrayChangeset<Element>, Never>) -> Void
  ) -> any Disposable {
    base.observe(with: observer)
  }
}
