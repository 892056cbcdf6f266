import Foundation
public import KizunaTestSupport

/// https://developer.apple.com/documentation/appkit/nstableview
///
/// The stand-in's one piece of behaviour: every row change goes to Kizuna's oracle of
/// NSTableView's sequential row changes (``oracle``), which applies each call at once to the
/// rows as the calls before it left them, rejects an index out of that range, and at the end
/// of each update compares the rows with what the data source and the delegate serve (a row's
/// view, when it is an `NSTextField` or an `NSTableCellView` with one, shows its
/// `stringValue`).
@preconcurrency @MainActor
open class NSTableView: NSControl {
  /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let effectFade = AnimationOptions(rawValue: 0x1)
    public static let effectGap = AnimationOptions(rawValue: 0x2)
    public static let slideUp = AnimationOptions(rawValue: 0x10)
    public static let slideDown = AnimationOptions(rawValue: 0x20)
    public static let slideLeft = AnimationOptions(rawValue: 0x30)
    public static let slideRight = AnimationOptions(rawValue: 0x40)
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/datasource
  weak open var dataSource: (any NSTableViewDataSource)?
  /// https://developer.apple.com/documentation/appkit/nstableview/delegate
  weak open var delegate: (any NSTableViewDelegate)?
  /// https://developer.apple.com/documentation/appkit/nstableview/tablecolumns
  open private(set) var tableColumns: [NSTableColumn] = []

  /// Not Apple API: the oracle every row change goes to. Reached only with
  /// `@_spi(StandIn) import AppKit`, so that adapters cannot use it by mistake.
  @_spi(StandIn) public let oracle = SequentialTableModel<String?>()

  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    oracle.dataSource = { [unowned self] in self.servedByDataSource() }
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    oracle.dataSource = { [unowned self] in self.servedByDataSource() }
  }

  /// What the data source and the delegate serve: each row's view's text. A view-based table
  /// asks for a view per column and row, so a table without columns asks for none.
  private func servedByDataSource() -> [String?] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfRows(in: self)).map { row in
      guard !tableColumns.isEmpty else { return nil }
      let view = delegate?.tableView(self, viewFor: tableColumns.first, row: row)
      return ((view as? NSTableCellView)?.textField ?? view as? NSTextField)?.stringValue
    }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/addtablecolumn(_:)
  open func addTableColumn(_ tableColumn: NSTableColumn) { tableColumns.append(tableColumn) }
  /// https://developer.apple.com/documentation/appkit/nstableview/numberofcolumns
  open var numberOfColumns: Int { tableColumns.count }
  /// https://developer.apple.com/documentation/appkit/nstableview/numberofrows
  open var numberOfRows: Int { oracle.numberOfRows }

  /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata()
  open func reloadData() { oracle.reloadData() }
  /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata(forrowindexes:columnindexes:)
  open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
    oracle.reloadRows(at: Array(rowIndexes))
  }
  /// https://developer.apple.com/documentation/appkit/nstableview/beginupdates()
  open func beginUpdates() { oracle.beginUpdates() }
  /// https://developer.apple.com/documentation/appkit/nstableview/endupdates()
  open func endUpdates() { oracle.endUpdates() }

  // Animations do not matter to the oracle.
  /// https://developer.apple.com/documentation/appkit/nstableview/insertrows(at:withanimation:)
  open func insertRows(at indexes: IndexSet, withAnimation animationOptions: AnimationOptions = [])
  {
    oracle.insertRows(at: Array(indexes))
  }
  /// https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:)
  open func removeRows(at indexes: IndexSet, withAnimation animationOptions: AnimationOptions = [])
  {
    oracle.removeRows(at: Array(indexes))
  }
  /// https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
  open func moveRow(at oldIndex: Int, to newIndex: Int) {
    oracle.moveRow(at: oldIndex, to: newIndex)
  }
}
