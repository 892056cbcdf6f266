import Foundation

/// https://developer.apple.com/documentation/appkit/nstableviewdatasource
/// Apple: `protocol NSTableViewDataSource : NSObjectProtocol`
///
/// As in Apple's declaration, the protocol is not main-actor isolated; its requirements are.
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
public protocol NSTableViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/numberofrows(in:)
  /// Apple: `@MainActor optional func numberOfRows(in tableView: NSTableView) -> Int`
  @preconcurrency @MainActor
  /* optional */ func numberOfRows(in tableView: NSTableView) -> Int
}

extension NSTableViewDataSource {
  /// Not Apple API: the default that models the optional requirement (no rows).
  @preconcurrency @MainActor
  public func numberOfRows(in tableView: NSTableView) -> Int { 0 }
}
