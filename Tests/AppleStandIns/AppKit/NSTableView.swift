import Foundation
public import KizunaTestSupport

/// https://developer.apple.com/documentation/appkit/nstableview
/// Apple: `class NSTableView`
///
/// The stand-in's one piece of behaviour: every row change goes to Kizuna's oracle of
/// NSTableView's sequential row changes (``oracle``), which applies each call at once to the
/// rows as the calls before it left them, rejects an index out of that range, and at the end
/// of each update compares the rows with what the data source and the delegate serve (a row's
/// view, when it is an `NSTextField` or an `NSTableCellView` with one, shows its
/// `stringValue`).
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSTableView: NSControl {
  /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions
  /// Apple: `struct AnimationOptions`
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    /// `OptionSet`'s raw value.
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nstableview/animationoptions/rawvalue
    public let rawValue: UInt
    /// `OptionSet`'s initializer.
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nstableview/animationoptions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/effectfade
    /// Apple: `static var effectFade: NSTableView.AnimationOptions { get }`
    public static var effectFade: NSTableView.AnimationOptions { AnimationOptions(rawValue: 0x1) }
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/effectgap
    /// Apple: `static var effectGap: NSTableView.AnimationOptions { get }`
    public static var effectGap: NSTableView.AnimationOptions { AnimationOptions(rawValue: 0x2) }
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nstableview/animationoptions/slideup
    public static var slideUp: NSTableView.AnimationOptions { AnimationOptions(rawValue: 0x10) }
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slidedown
    /// Apple: `static var slideDown: NSTableView.AnimationOptions { get }`
    public static var slideDown: NSTableView.AnimationOptions { AnimationOptions(rawValue: 0x20) }
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideleft
    /// Apple: `static var slideLeft: NSTableView.AnimationOptions { get }`
    public static var slideLeft: NSTableView.AnimationOptions { AnimationOptions(rawValue: 0x30) }
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideright
    /// Apple: `static var slideRight: NSTableView.AnimationOptions { get }`
    public static var slideRight: NSTableView.AnimationOptions { AnimationOptions(rawValue: 0x40) }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/datasource
  /// Apple: `weak var dataSource: (any NSTableViewDataSource)? { get set }`
  weak open var dataSource: (any NSTableViewDataSource)?
  /// https://developer.apple.com/documentation/appkit/nstableview/delegate
  /// Apple: `weak var delegate: (any NSTableViewDelegate)? { get set }`
  weak open var delegate: (any NSTableViewDelegate)?
  /// https://developer.apple.com/documentation/appkit/nstableview/tablecolumns
  /// Apple: `var tableColumns: [NSTableColumn] { get }`
  open var tableColumns: [NSTableColumn] { columns }
  private var columns: [NSTableColumn] = []

  /// Not Apple API: the oracle every row change goes to. Reached only with
  /// `@_spi(StandIn) import AppKit`, so that adapters cannot use it by mistake.
  @_spi(StandIn) public let oracle = SequentialTableModel<String?>()

  /// https://developer.apple.com/documentation/appkit/nscontrol/init(frame:)
  /// Apple: `init(frame frameRect: NSRect)`
  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    oracle.dataSource = { [unowned self] in self.servedByDataSource() }
  }
  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:) (`required`: see
  /// NSView.swift)
  /// Apple: `init?(coder: NSCoder)`
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
  /// Apple: `func addTableColumn(_ tableColumn: NSTableColumn)`
  open func addTableColumn(_ tableColumn: NSTableColumn) { columns.append(tableColumn) }
  /// https://developer.apple.com/documentation/appkit/nstableview/numberofcolumns
  /// Apple: `var numberOfColumns: Int { get }`
  open var numberOfColumns: Int { tableColumns.count }
  /// https://developer.apple.com/documentation/appkit/nstableview/numberofrows
  /// Apple: `var numberOfRows: Int { get }`
  open var numberOfRows: Int { oracle.numberOfRows }

  /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata()
  /// Apple: `func reloadData()`
  open func reloadData() { oracle.reloadData() }
  /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata(forrowindexes:columnindexes:)
  /// Apple: `func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet)`
  open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
    oracle.reloadRows(at: Array(rowIndexes))
  }
  /// https://developer.apple.com/documentation/appkit/nstableview/beginupdates()
  /// Apple: `func beginUpdates()`
  open func beginUpdates() { oracle.beginUpdates() }
  /// https://developer.apple.com/documentation/appkit/nstableview/endupdates()
  /// Apple: `func endUpdates()`
  open func endUpdates() { oracle.endUpdates() }

  // Animations do not matter to the oracle.
  /// https://developer.apple.com/documentation/appkit/nstableview/insertrows(at:withanimation:)
  /// Apple: `func insertRows(at indexes: IndexSet,
  /// withAnimation animationOptions: NSTableView.AnimationOptions = [])`
  open func insertRows(
    at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []
  ) {
    oracle.insertRows(at: Array(indexes))
  }
  /// https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:)
  /// Apple: `func removeRows(at indexes: IndexSet,
  /// withAnimation animationOptions: NSTableView.AnimationOptions = [])`
  open func removeRows(
    at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []
  ) {
    oracle.removeRows(at: Array(indexes))
  }
  /// https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
  /// Apple: `func moveRow(at oldIndex: Int, to newIndex: Int)`
  open func moveRow(at oldIndex: Int, to newIndex: Int) {
    oracle.moveRow(at: oldIndex, to: newIndex)
  }
}
