import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
/// Apple: `@MainActor protocol UITableViewDataSource : NSObjectProtocol`
///
/// Apple's optional (Objective-C) requirements are requirements marked `/* optional */` here,
/// with a default implementation that records that it ran (``StandInOptionalMethods``): Swift on
/// Linux cannot ask whether a data source implements a method (UIKit asks `responds(to:)`), so
/// the stand-in views call the method and, when the default ran, treat it as not implemented and
/// do what UIKit does then (each default names the rule; the views apply it).
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

/// Not Apple API: how the stand-in views tell an optional data source method that is
/// implemented from one that is not. Every default implementation of an optional requirement
/// (of `UITableViewDataSource` and `UICollectionViewDataSource`) calls ``recordDefault()``; a
/// view calls the method inside ``implemented(_:)``, which answers `nil` when the default ran.
/// A view can only learn this by calling the method, so it calls one whose default has no effect
/// (all of them but `collectionView(_:viewForSupplementaryElementOfKind:at:)`, whose default stops
/// the program as UIKit raises).
@MainActor
enum StandInOptionalMethods {
  private static var defaultRan = false

  /// Called by the default implementation of every optional requirement.
  static func recordDefault() { defaultRan = true }

  /// What `call` returns when the data source implements the method it calls; `nil` when the
  /// protocol's default implementation ran instead (UIKit would not have called the method).
  static func implemented<Value>(_ call: () -> Value) -> Value? {
    let outer = defaultRan
    defaultRan = false
    defer { defaultRan = outer }
    let value = call()
    return defaultRan ? nil : value
  }
}

extension UITableViewDataSource {
  /// Not Apple API: the default that models the optional requirement's absence. The stand-in
  /// table then has one section, as UIKit's: "If you don't implement this method, the table
  /// configures the table with one section" (numberOfSections(in:)).
  public func numberOfSections(in tableView: UITableView) -> Int {
    StandInOptionalMethods.recordDefault()
    return 1
  }
  /// Not Apple API: the default that models the optional requirement's absence: no title (the
  /// page: "If you return nil, the section will have no title").
  public func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
  {
    StandInOptionalMethods.recordDefault()
    return nil
  }
  /// Not Apple API: the default that models the optional requirement's absence: no title (the
  /// page: "If you return nil, the section will have no title").
  public func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  )
    -> String?
  {
    StandInOptionalMethods.recordDefault()
    return nil
  }
  /// Not Apple API: the default that models the optional requirement's absence. The stand-in
  /// table then treats every row as editable, as UIKit: "If this method isn't implemented, all
  /// rows are assumed to be editable" (tableView(_:canEditRowAt:)).
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    StandInOptionalMethods.recordDefault()
    return true
  }
  /// Not Apple API: the default that models the optional requirement's absence. The stand-in
  /// table then lets the user move a row when the data source implements
  /// `tableView(_:moveRowAt:to:)`, as UIKit: "By default, the reordering control is shown if the
  /// data source implements the tableView(_:moveRowAt:to:) method" (tableView(_:canMoveRowAt:)).
  /// The value returned here is not used by the table.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    StandInOptionalMethods.recordDefault()
    return false
  }
  /// Not Apple API: the default that models the optional requirement's absence (does nothing).
  /// The stand-in table then shows no reordering control: "For the reordering control to
  /// appear, you must [...] implement the UITableViewDataSource method tableView(_:moveRowAt:to:)"
  /// (UITableViewCell.showsReorderControl).
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { StandInOptionalMethods.recordDefault() }
  /// Not Apple API: the default that models the optional requirement's absence (does nothing).
  /// The stand-in table then offers no Delete button: the table sends this message when the user
  /// taps one ("When users tap the insertion (green plus) control or Delete button [...] the
  /// table view sends this message to the data source"), and a data source without it could not
  /// take it.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { StandInOptionalMethods.recordDefault() }
  /// Not Apple API: the default that models the optional requirement's absence. No index: the
  /// table shows none (as when the method is not implemented).
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    StandInOptionalMethods.recordDefault()
    return nil
  }
  /// Not Apple API: the default that models the optional requirement's absence. The index
  /// itself (the table asks only when there are index titles).
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    StandInOptionalMethods.recordDefault()
    return index
  }
}
