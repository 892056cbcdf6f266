import Foundation

/// UIKit's additions to Foundation's `IndexPath`:
/// https://developer.apple.com/documentation/foundation/indexpath (UIKit section: `row`,
/// `item`, `section`, `init(row:section:)`, `init(item:section:)`).
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
