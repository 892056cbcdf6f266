import Foundation

/// https://developer.apple.com/documentation/appkit/nstablecolumn
@preconcurrency @MainActor
open class NSTableColumn: NSObject {
  /// https://developer.apple.com/documentation/appkit/nstablecolumn/identifier
  open var identifier: NSUserInterfaceItemIdentifier

  /// https://developer.apple.com/documentation/appkit/nstablecolumn/init(identifier:)
  public init(identifier: NSUserInterfaceItemIdentifier) {
    self.identifier = identifier
    super.init()
  }
}
