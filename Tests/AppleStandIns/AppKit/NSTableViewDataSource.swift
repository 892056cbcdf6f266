import Foundation

/// https://developer.apple.com/documentation/appkit/nstableviewdatasource
///
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
@preconcurrency @MainActor
public protocol NSTableViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/numberofrows(in:)
  /* optional */ func numberOfRows(in tableView: NSTableView) -> Int
}

extension NSTableViewDataSource {
  public func numberOfRows(in tableView: NSTableView) -> Int { 0 }
}
