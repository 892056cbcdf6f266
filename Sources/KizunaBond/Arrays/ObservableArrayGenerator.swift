/// Bond v4's `ObservableArrayGenerator`: iterates an ``ObservableArray`` by index, reading the
/// array as it is at each step (Swift 3 renamed generators iterators).
///
/// ```swift
/// var iterator = ObservableArrayGenerator(array: ObservableArray([1, 2]))
/// print(iterator.next() ?? 0)  // prints 1
/// ```
public struct ObservableArrayGenerator<ElementType>: IteratorProtocol {
  private var index = -1
  private let array: ObservableArray<ElementType>

  /// Creates an iterator over `array`.
  ///
  /// - Parameter array: The array to iterate.
  public init(array: ObservableArray<ElementType>) {
    self.array = array
  }

  /// The next element, or `nil` past the end of the array as it is now.
  public mutating func next() -> ElementType? {
    index += 1
    return index < array.count ? array[index] : nil
  }
}
