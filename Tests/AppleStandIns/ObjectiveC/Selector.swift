/// https://developer.apple.com/documentation/objectivec/selector
/// Apple: `@frozen struct Selector`
///
/// The name of an Objective-C method. The check has no Objective-C runtime, so `#selector` does
/// not compile here; code builds one from its name with `init(_:)`.
@frozen public struct Selector: Equatable, Hashable, Sendable {
  private let name: String

  /// No Apple page: searched developer.apple.com/documentation/objectivec/selector/init(_:)
  public init(_ str: String) { name = str }
}
