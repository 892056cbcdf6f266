import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
/// Apple: `@MainActor protocol UITableViewDataSource : NSObjectProtocol`
///
/// Apple's optional (Objective-C) requirements are requirements with an empty default here.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  /// Apple: `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) ->
  /// Int`
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  /// Apple: `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) ->
  /// UITableViewCell`
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  /// Apple: `optional func numberOfSections(in tableView: UITableView) -> Int`
  /* optional */ func numberOfSections(in tableView: UITableView) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  /// Apple: `optional func tableView(_ tableView: UITableView, titleForHeaderInSection section:
  /// Int) -> String?`
  /* optional */ func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
  /// Apple: `optional func tableView(_ tableView: UITableView, titleForFooterInSection section:
  /// Int) -> String?`
  /* optional */ func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  )
    -> String?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  /// Apple: `optional func tableView(_ tableView: UITableView, canEditRowAt indexPath:
  /// IndexPath) -> Bool`
  /* optional */ func tableView(
    _ tableView: UITableView, canEditRowAt indexPath: IndexPath
  )
    -> Bool
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
  /// Apple: `optional func tableView(_ tableView: UITableView, canMoveRowAt indexPath:
  /// IndexPath) -> Bool`
  /* optional */ func tableView(
    _ tableView: UITableView, canMoveRowAt indexPath: IndexPath
  )
    -> Bool
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
  /// Apple: `optional func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath:
  /// IndexPath, to destinationIndexPath: IndexPath)`
  /* optional */ func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  /// Apple: `optional func tableView(_ tableView: UITableView, commit editingStyle:
  /// UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)`
  /* optional */ func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
  /// Apple: `optional func sectionIndexTitles(for tableView: UITableView) -> [String]?`
  /* optional */ func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
  /// Apple: `optional func tableView(_ tableView: UITableView, sectionForSectionIndexTitle
  /// title: String, at index: Int) -> Int`
  /* optional */ func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  /// Not Apple API: the default that models the optional requirement's absence (one section).
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// Not Apple API: the default that models the optional requirement's absence (no title).
  public func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
  { nil }
  /// Not Apple API: the default that models the optional requirement's absence (no title).
  public func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  )
    -> String?
  { nil }
  /// Not Apple API: the default that models the optional requirement's absence (all rows are
  /// editable).
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Not Apple API: the default that models the optional requirement's absence (no row moves).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Not Apple API: the default that models the optional requirement's absence (does nothing).
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// Not Apple API: the default that models the optional requirement's absence (does nothing).
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Not Apple API: the default that models the optional requirement's absence. No index: the
  /// table shows none (as when the method is not implemented).
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// Not Apple API: the default that models the optional requirement's absence. The index
  /// itself (the table asks only when there are index titles).
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
