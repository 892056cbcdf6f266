import Foundation

/// AppKit's additions to Foundation's `IndexPath`:
/// https://developer.apple.com/documentation/foundation/indexpath (AppKit section: `item`,
/// `section`, `init(item:section:)`).
extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)-rib
  /// Apple: `init(item: Int, section: Int)`
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// https://developer.apple.com/documentation/foundation/indexpath/section-2059m
  /// Apple: `var section: Int { get set }`
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// https://developer.apple.com/documentation/foundation/indexpath/item-6rh8l
  /// Apple: `var item: Int { get set }`
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
