import Testing

@testable import Kizuna

/// The binder's state machine as a transition table: every state (each activity with none and
/// one change set waiting, each way the table stands to the data) times every event, with the
/// next state and what the binder is told to do. A row names states by their labels; `*` stands
/// for every state of that half, unchanged by the event. Any changed transition fails its row.
@Suite struct TableBinderStateMachineTests {
  typealias Machine = TableBinderStateMachine<String, Int>
  typealias Rows = [ArraySection<String, Int>]

  // MARK: The states

  /// The data every state starts from; the user's pending move is [0, 0] to [0, 2].
  static var data: Rows { [ArraySection(metadata: "A", items: [1, 2, 3])] }
  static var pendingMove: CollectionMove<ItemPath> {
    CollectionMove(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))
  }
  /// The echo of the pending move, and an edit that is not an echo.
  static var echo: SectionedArrayChangeset<String, Int> {
    SectionedArrayChangeset(
      collection: [ArraySection(metadata: "A", items: [2, 3, 1])],
      patch: [.moveItem(from: pendingMove.from, to: pendingMove.to)], oldItemCounts: [3])
  }
  static var edit: SectionedArrayChangeset<String, Int> {
    SectionedArrayChangeset(
      collection: [ArraySection(metadata: "A", items: [1, 2, 3, 4])],
      patch: [.insertItem(4, at: ItemPath(section: 0, item: 3))], oldItemCounts: [3])
  }

  static func waiting(_ count: Int) -> FIFOBuffer<Machine.PendingChange> {
    var buffer = FIFOBuffer<Machine.PendingChange>()
    for _ in 0..<count {
      buffer.append(Machine.PendingChange(change: edit, isCorrectByConstruction: true))
    }
    return buffer
  }

  static var activities: [String: Machine.Activity] {
    [
      "idle": .idle,
      "performing": .performing(waiting: waiting(0)),
      "performing(1 waiting)": .performing(waiting: waiting(1)),
      "insideTableCallback": .insideTableCallback(waiting: waiting(0)),
      "insideTableCallback(1 waiting)": .insideTableCallback(waiting: waiting(1)),
      "performingInsideTableCallback": .performingInsideTableCallback(waiting: waiting(0)),
      "performingInsideTableCallback(1 waiting)":
        .performingInsideTableCallback(waiting: waiting(1)),
    ]
  }

  static var syncs: [String: Machine.Sync] {
    [
      "noData": .noData,
      "inStep(snapshot)": .inStep(.snapshot),
      "inStep([1, 2, 3])": .inStep(.kept(data)),
      "awaitingEchoes([1, 2, 3], 1 move)": .awaitingEchoes(data: data, moves: [pendingMove]),
      "needsReload(snapshot)": .needsReload(.snapshot),
      "needsReload([1, 2, 3])": .needsReload(.kept(data)),
      "needsReloadAwaitingEchoes([1, 2, 3], 1 move)":
        .needsReloadAwaitingEchoes(data: data, moves: [pendingMove]),
    ]
  }

  /// The state's labels: the activity, how the table stands to the data (the data's items),
  /// and the binding's generation.
  static func label(_ machine: Machine) -> (activity: String, sync: String, binding: Int) {
    func rows(_ data: Rows) -> String { data.map { "\($0.items)" }.joined(separator: ", ") }
    func location(_ data: Machine.DataLocation) -> String {
      switch data {
      case .snapshot: "snapshot"
      case .kept(let data): rows(data)
      }
    }
    func moves(_ moves: [CollectionMove<ItemPath>]) -> String {
      moves.count == 1 ? "1 move" : "\(moves.count) moves"
    }
    let activity = machine.activity.summary
    let sync =
      switch machine.sync {
      case .noData: "noData"
      case .inStep(let data): "inStep(\(location(data)))"
      case .awaitingEchoes(let data, let pending):
        "awaitingEchoes(\(rows(data)), \(moves(pending)))"
      case .needsReload(let data): "needsReload(\(location(data)))"
      case .needsReloadAwaitingEchoes(let data, let pending):
        "needsReloadAwaitingEchoes(\(rows(data)), \(moves(pending)))"
      }
    return (activity, sync, machine.bindingGeneration)
  }

  // MARK: The events

  enum Event: String, CaseIterable, CustomTestStringConvertible {
    /// An edit arrives from the current binding (or from `apply(_:)`).
    case editArrives
    /// The echo of the user's pending move arrives.
    case echoArrives
    /// A change set arrives from a binding that a later `bind` replaced.
    case changeFromReplacedBindingArrives
    /// `bind` is called again.
    case bindingReplaced
    /// The table calls back (the user moves a row).
    case tableCallbackBegins
    /// The deferred end of the table's callback runs.
    case tableCallbackEnds
    /// The user moves row [0, 1] to [0, 0]; nothing is on its way to the main actor.
    case userMovesRow
    /// The same, while the main-actor hop holds change sets.
    case userMovesRowWhileChangesAreOnTheirWay
    /// The user moves a row that the snapshot does not have.
    case userMovesRowTheSnapshotLacks
    /// The bound array does not take the user's last move.
    case dataRefusesUserMove
    /// A table is attached, or the app asks for a reload.
    case tableAttachedOrReloadRequested
    /// The user deletes a row (the answer: whether the data may take it).
    case userDeletesRow
    /// The binder performs the echo or the edit, with the table attached or detached.
    case performsEchoAttached, performsEditAttached, performsEchoDetached, performsEditDetached
    /// Batches planned from the snapshot took it to the data in place.
    case snapshotTookPlannedSteps
    /// The binder asks for the next waiting change set.
    case nextWaitingChange
    /// Nothing waits any more, with the table attached or detached.
    case performingEndsAttached, performingEndsDetached

    var testDescription: String { rawValue }

    /// Applies the event; returns the output.
    func apply(to machine: inout Machine) -> String {
      let snapshot = TableBinderStateMachineTests.data
      let echo = TableBinderStateMachineTests.echo
      let edit = TableBinderStateMachineTests.edit
      let from = ItemPath(section: 0, item: 1)
      let to = ItemPath(section: 0, item: 0)
      switch self {
      case .editArrives:
        return "\(machine.changeArrived(edit, isCorrectByConstruction: true, fromBinding: 1))"
      case .echoArrives:
        return "\(machine.changeArrived(echo, isCorrectByConstruction: true, fromBinding: 1))"
      case .changeFromReplacedBindingArrives:
        return "\(machine.changeArrived(edit, isCorrectByConstruction: true, fromBinding: 0))"
      case .bindingReplaced:
        return "binding \(machine.bindingReplaced())"
      case .tableCallbackBegins:
        return "\(machine.tableCallbackBegan())"
      case .tableCallbackEnds:
        return "\(machine.tableCallbackEnded())"
      case .userMovesRow:
        return "\(machine.userMoved(from: from, to: to, snapshot: snapshot, othersWait: false))"
      case .userMovesRowWhileChangesAreOnTheirWay:
        return "\(machine.userMoved(from: from, to: to, snapshot: snapshot, othersWait: true))"
      case .userMovesRowTheSnapshotLacks:
        return machine.tableMayDifferFromData() ? "hasData" : "noData"
      case .dataRefusesUserMove:
        machine.dataRefusedUserMove()
        return "none"
      case .tableAttachedOrReloadRequested:
        return "\(machine.reloadRequested())"
      case .userDeletesRow:
        return machine.acceptsUserDelete(othersWait: false) ? "accepts" : "refuses"
      case .performsEchoAttached:
        return "\(machine.performs(echo, isTableAttached: true))"
      case .performsEditAttached:
        return "\(machine.performs(edit, isTableAttached: true))"
      case .performsEchoDetached:
        return "\(machine.performs(echo, isTableAttached: false))"
      case .performsEditDetached:
        return "\(machine.performs(edit, isTableAttached: false))"
      case .snapshotTookPlannedSteps:
        machine.snapshotIsData()
        return "none"
      case .nextWaitingChange:
        return machine.nextWaitingChange().map { "\($0.change.collection[0].items)" } ?? "nil"
      case .performingEndsAttached:
        return "\(machine.performingEnds(isTableAttached: true))"
      case .performingEndsDetached:
        return "\(machine.performingEnds(isTableAttached: false))"
      }
    }
  }

  // MARK: The table

  /// One row: in `activities` x `syncs` (`*`: every one), `event` leads to the next activity
  /// and sync (`*`: unchanged) and `output`.
  struct Row: Sendable {
    let event: Event
    let activities: [String]
    let syncs: [String]
    let nextActivity: String
    let nextSync: String
    let output: String
  }

  static func row(
    _ event: Event, _ activities: [String], _ syncs: [String], _ next: (String, String),
    _ output: String
  ) -> Row {
    Row(
      event: event, activities: activities, syncs: syncs, nextActivity: next.0,
      nextSync: next.1, output: output)
  }

  static let performingStates = [
    "performing", "performing(1 waiting)", "performingInsideTableCallback",
    "performingInsideTableCallback(1 waiting)",
  ]
  static let inStep = ["noData", "inStep(snapshot)", "inStep([1, 2, 3])"]
  static let needsReload = ["needsReload(snapshot)", "needsReload([1, 2, 3])"]
  static let withNothingWaiting = [
    "idle", "performing", "insideTableCallback", "performingInsideTableCallback",
  ]
  static let withOneWaiting = [
    "performing(1 waiting)", "insideTableCallback(1 waiting)",
    "performingInsideTableCallback(1 waiting)",
  ]

  static let table: [Row] =
    arrivals + bindings + callbacks + userEdits + reloads + performing

  static let arrivals: [Row] = [
    row(.editArrives, ["idle"], ["*"], ("performing", "*"), "performNow"),
    row(.editArrives, ["performing"], ["*"], ("performing(1 waiting)", "*"), "none"),
    row(.editArrives, ["performing(1 waiting)"], ["*"], ("performing(2 waiting)", "*"), "none"),
    row(
      .editArrives, ["insideTableCallback"], ["*"], ("insideTableCallback(1 waiting)", "*"),
      "none"),
    row(
      .editArrives, ["insideTableCallback(1 waiting)"], ["*"],
      ("insideTableCallback(2 waiting)", "*"), "none"),
    row(
      .editArrives, ["performingInsideTableCallback"], ["*"],
      ("performingInsideTableCallback(1 waiting)", "*"), "none"),
    row(
      .editArrives, ["performingInsideTableCallback(1 waiting)"], ["*"],
      ("performingInsideTableCallback(2 waiting)", "*"), "none"),
    // An echo is performed like any change set, except inside a table callback with nothing
    // waiting: the table shows the move already, so it only updates the data, at once.
    row(.echoArrives, ["idle"], ["*"], ("performing", "*"), "performNow"),
    row(.echoArrives, ["performing"], ["*"], ("performing(1 waiting)", "*"), "none"),
    row(.echoArrives, ["performing(1 waiting)"], ["*"], ("performing(2 waiting)", "*"), "none"),
    row(
      .echoArrives, ["insideTableCallback(1 waiting)"], ["*"],
      ("insideTableCallback(2 waiting)", "*"), "none"),
    row(
      .echoArrives, ["performingInsideTableCallback(1 waiting)"], ["*"],
      ("performingInsideTableCallback(2 waiting)", "*"), "none"),
    row(
      .echoArrives, ["insideTableCallback"], inStep + needsReload,
      ("insideTableCallback(1 waiting)", "*"), "none"),
    row(
      .echoArrives, ["performingInsideTableCallback"], inStep + needsReload,
      ("performingInsideTableCallback(1 waiting)", "*"), "none"),
    row(
      .echoArrives, ["insideTableCallback", "performingInsideTableCallback"],
      ["awaitingEchoes([1, 2, 3], 1 move)"], ("*", "inStep([2, 3, 1])"), "none"),
    row(
      .echoArrives, ["insideTableCallback", "performingInsideTableCallback"],
      ["needsReloadAwaitingEchoes([1, 2, 3], 1 move)"], ("*", "needsReload([2, 3, 1])"), "none"),
    row(.changeFromReplacedBindingArrives, ["*"], ["*"], ("*", "*"), "drop"),
  ]

  static let bindings: [Row] = [
    row(.bindingReplaced, ["*"], ["*"], ("*", "*"), "binding 2")
  ]

  static let callbacks: [Row] = [
    row(.tableCallbackBegins, ["idle"], ["*"], ("insideTableCallback", "*"), "deferCallbackEnd"),
    row(
      .tableCallbackBegins, ["performing"], ["*"], ("performingInsideTableCallback", "*"),
      "deferCallbackEnd"),
    row(
      .tableCallbackBegins, ["performing(1 waiting)"], ["*"],
      ("performingInsideTableCallback(1 waiting)", "*"), "deferCallbackEnd"),
    row(
      .tableCallbackBegins,
      [
        "insideTableCallback", "insideTableCallback(1 waiting)", "performingInsideTableCallback",
        "performingInsideTableCallback(1 waiting)",
      ], ["*"], ("*", "*"), "none"),
    row(.tableCallbackEnds, ["idle"], ["*"], ("performing", "*"), "performWaiting"),
    row(.tableCallbackEnds, ["performing", "performing(1 waiting)"], ["*"], ("*", "*"), "none"),
    row(.tableCallbackEnds, ["insideTableCallback"], ["*"], ("performing", "*"), "performWaiting"),
    row(
      .tableCallbackEnds, ["insideTableCallback(1 waiting)"], ["*"],
      ("performing(1 waiting)", "*"), "performWaiting"),
    row(
      .tableCallbackEnds, ["performingInsideTableCallback"], ["*"], ("performing", "*"), "none"),
    row(
      .tableCallbackEnds, ["performingInsideTableCallback(1 waiting)"], ["*"],
      ("performing(1 waiting)", "*"), "none"),
  ]

  static let userEdits: [Row] = [
    // Nothing waits: the move goes to the data, whose echo is awaited.
    row(.userMovesRow, ["*"], ["noData"], ("*", "*"), "none"),
    row(
      .userMovesRow, withNothingWaiting, ["inStep(snapshot)", "inStep([1, 2, 3])"],
      ("*", "awaitingEchoes([1, 2, 3], 1 move)"), "applyMoveToData"),
    row(
      .userMovesRow, withNothingWaiting, ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "awaitingEchoes([1, 2, 3], 2 moves)"), "applyMoveToData"),
    // Change sets wait: the data is ahead of what the user saw, so the table reloads.
    row(
      .userMovesRow, withOneWaiting, ["inStep(snapshot)", "inStep([1, 2, 3])"],
      ("*", "needsReload([1, 2, 3])"), "none"),
    row(
      .userMovesRow, withOneWaiting, ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)"), "none"),
    row(.userMovesRow, ["*"], needsReload, ("*", "needsReload([1, 2, 3])"), "none"),
    row(
      .userMovesRow, ["*"], ["needsReloadAwaitingEchoes([1, 2, 3], 1 move)"], ("*", "*"), "none"),
    row(.userMovesRowWhileChangesAreOnTheirWay, ["*"], ["noData"], ("*", "*"), "none"),
    row(
      .userMovesRowWhileChangesAreOnTheirWay, ["*"], ["inStep(snapshot)", "inStep([1, 2, 3])"],
      ("*", "needsReload([1, 2, 3])"), "none"),
    row(
      .userMovesRowWhileChangesAreOnTheirWay, ["*"], ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)"), "none"),
    row(
      .userMovesRowWhileChangesAreOnTheirWay, ["*"], needsReload,
      ("*", "needsReload([1, 2, 3])"), "none"),
    row(
      .userMovesRowWhileChangesAreOnTheirWay, ["*"],
      ["needsReloadAwaitingEchoes([1, 2, 3], 1 move)"], ("*", "*"), "none"),
    // A move the snapshot lacks: the table disagrees with the data, which wins.
    row(.userMovesRowTheSnapshotLacks, ["*"], ["noData"], ("*", "*"), "noData"),
    row(
      .userMovesRowTheSnapshotLacks, ["*"], ["inStep(snapshot)"],
      ("*", "needsReload(snapshot)"), "hasData"),
    row(
      .userMovesRowTheSnapshotLacks, ["*"], ["inStep([1, 2, 3])"],
      ("*", "needsReload([1, 2, 3])"), "hasData"),
    row(
      .userMovesRowTheSnapshotLacks, ["*"], ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)"), "hasData"),
    row(
      .userMovesRowTheSnapshotLacks, ["*"],
      needsReload + ["needsReloadAwaitingEchoes([1, 2, 3], 1 move)"], ("*", "*"), "hasData"),
    // The data refuses the move: no echo comes.
    row(
      .dataRefusesUserMove, ["*"],
      ["awaitingEchoes([1, 2, 3], 1 move)", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "needsReload([1, 2, 3])"), "none"),
    row(.dataRefusesUserMove, ["*"], ["noData"] + needsReload, ("*", "*"), "none"),
    row(.dataRefusesUserMove, ["*"], ["inStep(snapshot)"], ("*", "needsReload(snapshot)"), "none"),
    row(
      .dataRefusesUserMove, ["*"], ["inStep([1, 2, 3])"], ("*", "needsReload([1, 2, 3])"),
      "none"),
    row(.userDeletesRow, ["idle", "performing"], inStep, ("*", "*"), "accepts"),
    row(
      .userDeletesRow, ["idle", "performing"],
      needsReload + [
        "awaitingEchoes([1, 2, 3], 1 move)", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)",
      ], ("*", "*"), "refuses"),
    row(
      .userDeletesRow,
      withOneWaiting + ["insideTableCallback", "performingInsideTableCallback"], ["*"],
      ("*", "*"), "refuses"),
  ]

  static let reloads: [Row] = [
    row(.tableAttachedOrReloadRequested, ["*"], ["noData"], ("*", "*"), "none"),
    row(
      .tableAttachedOrReloadRequested, ["idle"], ["inStep(snapshot)"],
      ("performing", "needsReload(snapshot)"), "performWaiting"),
    row(
      .tableAttachedOrReloadRequested, ["idle"], ["inStep([1, 2, 3])"],
      ("performing", "needsReload([1, 2, 3])"), "performWaiting"),
    row(
      .tableAttachedOrReloadRequested, ["idle"], ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("performing", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)"), "performWaiting"),
    row(
      .tableAttachedOrReloadRequested, ["idle"],
      needsReload + ["needsReloadAwaitingEchoes([1, 2, 3], 1 move)"], ("performing", "*"),
      "performWaiting"),
    row(
      .tableAttachedOrReloadRequested, performingStates + insideStates, ["inStep(snapshot)"],
      ("*", "needsReload(snapshot)"), "none"),
    row(
      .tableAttachedOrReloadRequested, performingStates + insideStates, ["inStep([1, 2, 3])"],
      ("*", "needsReload([1, 2, 3])"), "none"),
    row(
      .tableAttachedOrReloadRequested, performingStates + insideStates,
      ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)"), "none"),
    row(
      .tableAttachedOrReloadRequested, performingStates + insideStates,
      needsReload + ["needsReloadAwaitingEchoes([1, 2, 3], 1 move)"], ("*", "*"), "none"),
  ]

  static let insideStates = ["insideTableCallback", "insideTableCallback(1 waiting)"]

  static let performing: [Row] = [
    row(.performsEchoAttached, ["*"], inStep, ("*", "inStep([2, 3, 1])"), "plan"),
    row(
      .performsEchoAttached, ["*"], ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "inStep([2, 3, 1])"), "none"),
    row(.performsEchoAttached, ["*"], needsReload, ("*", "inStep([2, 3, 1])"), "reload"),
    row(
      .performsEchoAttached, ["*"], ["needsReloadAwaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "needsReload([2, 3, 1])"), "none"),
    row(.performsEditAttached, ["*"], inStep, ("*", "inStep([1, 2, 3, 4])"), "plan"),
    row(
      .performsEditAttached, ["*"],
      needsReload + [
        "awaitingEchoes([1, 2, 3], 1 move)", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)",
      ], ("*", "inStep([1, 2, 3, 4])"), "reload"),
    row(
      .performsEchoDetached, ["*"], inStep + needsReload, ("*", "needsReload([2, 3, 1])"),
      "keepForDetachedTable"),
    row(
      .performsEchoDetached, ["*"], ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "inStep([2, 3, 1])"), "none"),
    row(
      .performsEchoDetached, ["*"], ["needsReloadAwaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "needsReload([2, 3, 1])"), "none"),
    row(
      .performsEditDetached, ["*"], ["*"], ("*", "needsReload([1, 2, 3, 4])"),
      "keepForDetachedTable"),
    row(
      .snapshotTookPlannedSteps, ["*"], ["inStep(snapshot)", "inStep([1, 2, 3])"],
      ("*", "inStep(snapshot)"), "none"),
    row(
      .snapshotTookPlannedSteps, ["*"],
      [
        "noData", "awaitingEchoes([1, 2, 3], 1 move)",
        "needsReloadAwaitingEchoes([1, 2, 3], 1 move)",
      ]
        + needsReload, ("*", "*"), "none"),
    row(
      .nextWaitingChange, ["performing(1 waiting)"], ["*"], ("performing", "*"), "[1, 2, 3, 4]"),
    row(
      .nextWaitingChange, ["performingInsideTableCallback(1 waiting)"], ["*"],
      ("performingInsideTableCallback", "*"), "[1, 2, 3, 4]"),
    row(
      .nextWaitingChange,
      ["idle", "performing", "performingInsideTableCallback"] + insideStates, ["*"], ("*", "*"),
      "nil"),
    // Performing ends only while performing (elsewhere it traps: see below).
    row(
      .performingEndsAttached, performingStates, ["needsReload(snapshot)"],
      ("*", "inStep(snapshot)"), "reloadWithData"),
    row(
      .performingEndsAttached, performingStates,
      ["needsReload([1, 2, 3])", "needsReloadAwaitingEchoes([1, 2, 3], 1 move)"],
      ("*", "inStep([1, 2, 3])"), "reloadWithData"),
    row(
      .performingEndsAttached, ["performing"], inStep + ["awaitingEchoes([1, 2, 3], 1 move)"],
      ("idle", "*"), "none"),
    row(
      .performingEndsAttached, ["performing(1 waiting)"],
      inStep + ["awaitingEchoes([1, 2, 3], 1 move)"], ("*", "*"), "performWaiting"),
    row(
      .performingEndsAttached, ["performingInsideTableCallback"],
      inStep + ["awaitingEchoes([1, 2, 3], 1 move)"], ("insideTableCallback", "*"), "none"),
    row(
      .performingEndsAttached, ["performingInsideTableCallback(1 waiting)"],
      inStep + ["awaitingEchoes([1, 2, 3], 1 move)"], ("insideTableCallback(1 waiting)", "*"),
      "none"),
    row(.performingEndsDetached, ["performing"], ["*"], ("idle", "*"), "none"),
    row(.performingEndsDetached, ["performing(1 waiting)"], ["*"], ("*", "*"), "performWaiting"),
    row(
      .performingEndsDetached, ["performingInsideTableCallback"], ["*"],
      ("insideTableCallback", "*"), "none"),
    row(
      .performingEndsDetached, ["performingInsideTableCallback(1 waiting)"], ["*"],
      ("insideTableCallback(1 waiting)", "*"), "none"),
  ]

  /// A cell of the table: one state, one event, what must follow.
  struct Cell: Sendable, CustomTestStringConvertible {
    let activity: String
    let sync: String
    let event: Event
    let next: String
    let output: String
    var testDescription: String { "\(activity), \(sync) + \(event.rawValue)" }
  }

  /// The rows, one cell per state and event.
  static let cells: [Cell] = table.flatMap { row in
    let activities = row.activities == ["*"] ? Array(Self.activities.keys) : row.activities
    let syncs = row.syncs == ["*"] ? Array(Self.syncs.keys) : row.syncs
    return activities.flatMap { activity in
      syncs.map { sync in
        let nextActivity = row.nextActivity == "*" ? activity : row.nextActivity
        let nextSync = row.nextSync == "*" ? sync : row.nextSync
        return Cell(
          activity: activity, sync: sync, event: row.event,
          next: "\(nextActivity), \(nextSync)", output: row.output)
      }
    }
  }.sorted { ($0.event.rawValue, $0.activity, $0.sync) < ($1.event.rawValue, $1.activity, $1.sync) }

  @Test(arguments: cells)
  func transition(_ cell: Cell) throws {
    var machine = Machine(
      activity: try #require(Self.activities[cell.activity]),
      sync: try #require(Self.syncs[cell.sync]), bindingGeneration: 1)
    let output = cell.event.apply(to: &machine)
    let label = Self.label(machine)
    #expect("\(label.activity), \(label.sync)" == cell.next)
    #expect(output == cell.output)
    #expect(label.binding == (cell.event == .bindingReplaced ? 2 : 1))
  }

  /// The table names every state and event once, except the ends of performing outside
  /// performing, which trap.
  @Test func theTableCoversEveryStateAndEvent() {
    var covered: [String: Int] = [:]
    for cell in Self.cells {
      covered["\(cell.activity), \(cell.sync), \(cell.event)", default: 0] += 1
    }
    var missing: [String] = []
    for event in Event.allCases {
      for activity in Self.activities.keys.sorted() {
        for sync in Self.syncs.keys.sorted() {
          let key = "\(activity), \(sync), \(event)"
          let traps =
            [Event.performingEndsAttached, .performingEndsDetached].contains(event)
            && !Self.performingStates.contains(activity)
          if traps {
            #expect(covered[key] == nil, "\(key) traps")
          } else if covered[key] != 1 {
            missing.append("\(key): \(covered[key] ?? 0) rows")
          }
        }
      }
    }
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
    #expect(Self.cells.count == 20 * 49 - 2 * 3 * 7)
  }

  @Test func performingEndsOutsidePerformingTraps() async {
    await #expect(processExitsWith: .failure) {
      var machine = TableBinderStateMachine<String, Int>()
      _ = machine.performingEnds(isTableAttached: true)
    }
  }
}
