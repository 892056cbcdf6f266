import Foundation

/// https://developer.apple.com/documentation/appkit/nstableviewdelegate
///
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
@preconcurrency @MainActor
public protocol NSTableViewDelegate: NSControlTextEditingDelegate {
  /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:viewfor:row:)
  /* optional */ func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  ) -> NSView?
}

extension NSTableViewDelegate {
  public func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  ) -> NSView? { nil }
}
