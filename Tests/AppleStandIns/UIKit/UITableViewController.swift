import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
///
/// "Table view controllers already adopt the protocols you need to manage your table view's
/// content and respond to changes", and a table view controller "sets the data source and the
/// delegate of the table view to `self`" (Apple's page): the class adopts `UITableViewDataSource`
/// and `UITableViewDelegate`. Swift imports the methods of the protocols an Objective-C class
/// adopts as members of the class, so a subclass writes `override` for each it implements
/// (`numberOfSections(in:)`, `tableView(_:titleForHeaderInSection:)`, ...), and the table calls
/// the subclass's method. The stand-in declares those members for every requirement of its
/// `UITableViewDataSource`: the optional ones do what the protocol's defaults do (record that
/// the method is not implemented, so the table does what UIKit documents for that case), and a
/// subclass's override replaces them. A subclass's override that calls `super` therefore tells
/// the table the method is not implemented.
///
/// Apple: `@MainActor class UITableViewController`
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  /// Apple: `var tableView: UITableView! { get set }`
  ///
  /// Implicitly unwrapped in Apple's declaration.
  open var tableView: UITableView!
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  /// Apple: `init(style: UITableView.Style)`
  ///
  /// "Initializes a table-view controller to manage a table view of a given style"; the
  /// controller is the table view's data source and delegate.
  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
    makeTableView(style: style)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  ///
  /// Without a nib the controller makes a plain table view.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    makeTableView(style: .plain)
  }

  /// Not used by the stand-in: it makes no views from archives.
  /// No Apple page: searched
  /// developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { return nil }

  private func makeTableView(style: UITableView.Style) {
    tableView = UITableView(frame: .zero, style: style)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  /// Apple: `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) ->
  /// Int`
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  /// Apple: `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) ->
  /// UITableViewCell`
  open func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    preconditionFailure(
      "UITableViewController: a subclass with rows overrides tableView(_:cellForRowAt:)")
  }

  // The optional requirements of `UITableViewDataSource`, as Swift imports them into the class
  // (see the class's comment): each records that it is not implemented and answers what the
  // protocol's default answers.

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  /// Apple: `optional func numberOfSections(in tableView: UITableView) -> Int`
  open func numberOfSections(in tableView: UITableView) -> Int {
    StandInOptionalMethods.recordDefault()
    return 1
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  /// Apple: `optional func tableView(_ tableView: UITableView, titleForHeaderInSection section:
  /// Int) -> String?`
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    StandInOptionalMethods.recordDefault()
    return nil
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
  /// Apple: `optional func tableView(_ tableView: UITableView, titleForFooterInSection section:
  /// Int) -> String?`
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    StandInOptionalMethods.recordDefault()
    return nil
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  /// Apple: `optional func tableView(_ tableView: UITableView, canEditRowAt indexPath:
  /// IndexPath) -> Bool`
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    StandInOptionalMethods.recordDefault()
    return true
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
  /// Apple: `optional func tableView(_ tableView: UITableView, canMoveRowAt indexPath:
  /// IndexPath) -> Bool`
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    StandInOptionalMethods.recordDefault()
    return false
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
  /// Apple: `optional func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath:
  /// IndexPath, to destinationIndexPath: IndexPath)`
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { StandInOptionalMethods.recordDefault() }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  /// Apple: `optional func tableView(_ tableView: UITableView, commit editingStyle:
  /// UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)`
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { StandInOptionalMethods.recordDefault() }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
  /// Apple: `optional func sectionIndexTitles(for tableView: UITableView) -> [String]?`
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    StandInOptionalMethods.recordDefault()
    return nil
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
  /// Apple: `optional func tableView(_ tableView: UITableView, sectionForSectionIndexTitle
  /// title: String, at index: Int) -> Int`
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    StandInOptionalMethods.recordDefault()
    return index
  }
}
