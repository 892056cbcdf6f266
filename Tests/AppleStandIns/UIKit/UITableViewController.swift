import Foundation

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
///
/// Apple's class conforms to `UITableViewDataSource` and `UITableViewDelegate`; the stand-in
/// declares neither conformance. The stand-in's `UITableViewDataSource` gives its optional
/// requirements empty defaults in a protocol extension (no Objective-C here), which would become
/// members of every subclass and clash with the same-named defaults of another protocol a
/// subclass adopts (Bond's proxy data source, `tableView(_:titleForHeaderInSection:)`), which
/// Apple's SDK, whose optional requirements have no implementation, does not do. So the
/// controller declares the two required data source methods (a subclass overrides them, as on
/// Apple systems), and its table's data source is a stand-in object that asks the controller
/// (Apple's table's data source is the controller itself).
///
/// Apple: `@MainActor class UITableViewController`
@MainActor
open class UITableViewController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  /// Apple: `var tableView: UITableView! { get set }`
  ///
  /// Implicitly unwrapped in Apple's declaration.
  open var tableView: UITableView!
  /// Not Apple API: the table's data source, which asks the controller.
  private lazy var dataSourceForStandIn = StandInTableViewControllerDataSource(controller: self)

  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  /// Apple: `init(style: UITableView.Style)`
  ///
  /// "Initializes a table-view controller to manage a table view of a given style"; the table
  /// view's data source answers with the controller's data source methods.
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
  /// No Apple page: none among the stored developer.apple.com pages searched for it
  public required init?(coder: NSCoder) { return nil }

  private func makeTableView(style: UITableView.Style) {
    tableView = UITableView(frame: .zero, style: style)
    tableView.dataSource = dataSourceForStandIn
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
}

/// Not Apple API: a table view controller's table's data source in the stand-in (see
/// `UITableViewController`); one section, whose rows and cells the controller gives.
@MainActor
final class StandInTableViewControllerDataSource: NSObject, UITableViewDataSource {
  private unowned let controller: UITableViewController

  init(controller: UITableViewController) {
    self.controller = controller
    super.init()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    controller.tableView(tableView, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    controller.tableView(tableView, cellForRowAt: indexPath)
  }
}
