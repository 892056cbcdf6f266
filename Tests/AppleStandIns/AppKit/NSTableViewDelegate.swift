import Foundation

/// https://developer.apple.com/documentation/appkit/nstableviewdelegate
/// Apple: `protocol NSTableViewDelegate : NSControlTextEditingDelegate`
///
/// As in Apple's declaration, the protocol is not main-actor isolated; its requirements are.
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
public protocol NSTableViewDelegate: NSControlTextEditingDelegate {
  /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:viewfor:row:)
  /// Apple: `@MainActor optional func tableView(_ tableView: NSTableView,
  /// viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?`
  @preconcurrency @MainActor
  /* optional */ func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  ) -> NSView?
}

extension NSTableViewDelegate {
  /// Not Apple API: the default that models the optional requirement (no view).
  @preconcurrency @MainActor
  public func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  ) -> NSView? { nil }
}
