import Foundation

/// AppKit's additions to Foundation's `IndexPath`:
/// https://developer.apple.com/documentation/foundation/indexpath (AppKit section: `item`,
/// `section`, `init(item:section:)`).
extension IndexPath {
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
