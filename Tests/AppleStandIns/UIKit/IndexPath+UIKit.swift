import Foundation

/// UIKit's additions to Foundation's `IndexPath`:
/// https://developer.apple.com/documentation/foundation/indexpath (UIKit section: `row`,
/// `item`, `section`, `init(row:section:)`, `init(item:section:)`).
extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  /// Apple: `init(row: Int, section: Int)`
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// https://developer.apple.com/documentation/foundation/indexpath
  /// (UIKit's `init(item:section:)`; only AppKit's twin page was found.)
  /// No Apple page: searched
  /// developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y
  /// Apple: `var item: Int { get set }`
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
  /// Apple: `var section: Int { get set }`
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// https://developer.apple.com/documentation/foundation/indexpath/row
  /// Apple: `var row: Int { get set }`
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
