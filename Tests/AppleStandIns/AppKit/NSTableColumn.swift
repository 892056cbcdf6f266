import Foundation

/// https://developer.apple.com/documentation/appkit/nstablecolumn
/// Apple: `@MainActor class NSTableColumn`
@preconcurrency @MainActor
open class NSTableColumn: NSObject {
  /// https://developer.apple.com/documentation/appkit/nstablecolumn/identifier
  /// Apple: `var identifier: NSUserInterfaceItemIdentifier { get set }`
  open var identifier: NSUserInterfaceItemIdentifier

  /// https://developer.apple.com/documentation/appkit/nstablecolumn/init(identifier:)
  /// Apple: `init(identifier: NSUserInterfaceItemIdentifier)`
  public init(identifier: NSUserInterfaceItemIdentifier) {
    self.identifier = identifier
    super.init()
  }
}
