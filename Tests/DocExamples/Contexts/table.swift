// A table: the oracle from KizunaTestSupport stands in for a UITableView.
let table = TableViewModel<String, String>()
