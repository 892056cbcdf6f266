// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Bond v4's case names, `.Inserts` and the rest, are what Bond v4 code writes.)

/// Bond v4's `ObservableArrayEventType`: an event of an observable array, which `map(_:)` and
/// `filter(_:)` on array producers work element by element.
public protocol ObservableArrayEventType {
  /// The elements after the change (an array, or a lazy view of one).
  associatedtype ObservableArrayEventSequenceType: Sequence

  /// The elements after the change.
  var sequence: ObservableArrayEventSequenceType { get }

  /// The change.
  var operation: ObservableArrayOperation<ObservableArrayEventSequenceType.Element> { get }
}

/// Bond v4's event of an ``ObservableArray``: the elements after a change, and the change.
///
/// ```swift
/// numbers.observe { event in print(Array(event.sequence)) }
/// ```
public struct ObservableArrayEvent<ObservableArrayEventSequenceType: Sequence>:
  ObservableArrayEventType
{
  /// The elements after the change.
  public let sequence: ObservableArrayEventSequenceType
  /// The change.
  public let operation: ObservableArrayOperation<ObservableArrayEventSequenceType.Element>

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - sequence: The elements after the change.
  ///   - operation: The change.
  public init(
    sequence: ObservableArrayEventSequenceType,
    operation: ObservableArrayOperation<ObservableArrayEventSequenceType.Element>
  ) {
    self.sequence = sequence
    self.operation = operation
  }
}

/// Bond v4's change set: the rows a table inserts, updates or deletes for an operation.
///
/// ```swift
/// changeSetsFromBatchOperations([.Insert(elements: ["a"], fromIndex: 0)])  // [.Inserts([0])]
/// ```
public enum ObservableArrayEventChangeSet: Equatable, Sendable {
  /// Indices in the array after the change.
  case Inserts(Set<Int>)
  /// Indices in the array before the change.
  case Updates(Set<Int>)
  /// Indices in the array before the change.
  case Deletes(Set<Int>)
}
