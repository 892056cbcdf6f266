public import Kizuna

/// One row of the sectioned text inputs screen: a label and a text bound two-way to a field.
///
/// ```swift
/// let row = TextInputRow(id: 1, title: "Name")
/// row.text.value = "Ann"
/// print(row.text.value)  // prints "Ann"
/// ```
public final class TextInputRow: Sendable, Identifiable, CustomStringConvertible {
  /// The row's identifier, stable while the row moves.
  public let id: Int
  /// The row's label.
  public let title: String
  /// The row's text, bound two-way to its text field.
  public let text: Observable<String>

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - id: A unique identifier.
  ///   - title: The label.
  ///   - text: The initial text.
  public init(id: Int, title: String, text: String = "") {
    self.id = id
    self.title = title
    self.text = Observable(text)
  }

  /// The first letter of the title, capitalized ("N" for "Name"); "#" for an empty title.
  public var initial: String {
    title.first.map { String($0).uppercased() } ?? "#"
  }

  /// "title: text", for logs and test failures.
  public var description: String { "\(title)#\(id): \(text.value)" }
}
