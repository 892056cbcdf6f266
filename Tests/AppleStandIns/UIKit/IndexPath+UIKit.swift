import Foundation

/// UIKit's additions to Foundation's `IndexPath`:
/// https://developer.apple.com/documentation/foundation/indexpath (UIKit section: `row`,
/// `section`, `init(row:section:)`).
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
