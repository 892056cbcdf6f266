/// Bond v4's `OptionalType`: lets operators such as `ignoreNil()` constrain to optional
/// events.
///
/// ```swift
/// let text: String? = "a"
/// print(text.isNil)  // prints false
/// ```
public protocol OptionalType {
  /// The type inside the optional.
  associatedtype WrappedType

  /// Whether the value is `nil`.
  var isNil: Bool { get }

  /// The value as an optional.
  var value: WrappedType? { get }

  /// Creates the value from an optional.
  ///
  /// - Parameter optional: The value.
  init(optional: WrappedType?)
}

extension Optional: OptionalType {
  /// Whether the optional is `nil`.
  public var isNil: Bool { self == nil }

  /// The optional itself.
  public var value: Wrapped? { self }

  /// Creates the optional from `optional`.
  ///
  /// - Parameter optional: The value.
  public init(optional: Wrapped?) { self = optional }
}
