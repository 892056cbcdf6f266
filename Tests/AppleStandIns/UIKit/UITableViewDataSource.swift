import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
///
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /* optional */ func numberOfSections(in tableView: UITableView) -> Int
  /* optional */ func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
  /* optional */ func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  )
    -> String?
  /* optional */ func tableView(
    _ tableView: UITableView, canEditRowAt indexPath: IndexPath
  )
    -> Bool
  /* optional */ func tableView(
    _ tableView: UITableView, canMoveRowAt indexPath: IndexPath
  )
    -> Bool
  /* optional */ func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /* optional */ func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
  /* optional */ func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
  /* optional */ func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
  { nil }
  public func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  )
    -> String?
  { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// No index: the table shows none (as when the method is not implemented).
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The index itself (the table asks only when there are index titles).
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
