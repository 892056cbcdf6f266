import Kizuna
import KizunaTestSupport

/// What the binder suites that drive one strict oracle share: a run loop worked by hand and a
/// binder whose table is the oracle, serving the binder's data.
@MainActor
protocol StrictBinderSuite {
  /// The run loop: work the binder defers until the table's callback has returned.
  var later: ManualDeferral { get }
}

extension StrictBinderSuite {
  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  /// A strict oracle and a binder that drives it, deferring to ``later``.
  func makeBinder() -> (TableViewModel<String, Int>, TableBinder<String, Int>) {
    let oracle = TableViewModel<String, Int>(strict: true)
    let binder = TableBinder<String, Int>(table: oracle, deferral: later.deferral)
    oracle.dataSource = { [binder] in binder.snapshot }
    return (oracle, binder)
  }
}
