import Kizuna

/// What the server holds for one page: each control's value, for tests that compare it with
/// what the browser shows (served only by a test server, `kizuna-demo --testing`).
///
/// ```swift
/// let state = await MainActor.run { session.page.describe() }
/// print(state.fields["loginID"] ?? "")  // prints the login id the server holds
/// ```
public struct PageState: Codable, Sendable, Hashable {
  /// One table: its structure (the bound data's order) and version.
  public struct Table: Codable, Sendable, Hashable {
    /// The sections and rows, in the order of the bound data.
    public var layout: TableLayout
    /// The table's version (the `seq` of its last change).
    public var version: Int
  }

  /// Text fields' texts, by DOM id.
  public var fields: [String: String] = [:]
  /// Switches' states, by DOM id.
  public var switches: [String: Bool] = [:]
  /// Labels' texts, by DOM id.
  public var labels: [String: String] = [:]
  /// Tables, by DOM id.
  public var tables: [String: Table] = [:]
}

/// A control that can describe itself in a ``PageState``.
protocol PageStateDescribing {
  /// Adds this control's state to `state`.
  @MainActor func describe(into state: inout PageState)
}

extension WebTextField: PageStateDescribing {
  func describe(into state: inout PageState) { state.fields[id] = text.value }
}

extension WebSwitch: PageStateDescribing {
  func describe(into state: inout PageState) { state.switches[id] = isOn.value }
}

extension WebLabel: PageStateDescribing {
  func describe(into state: inout PageState) { state.labels[id] = text.value }
}

extension WebTableView: PageStateDescribing {
  func describe(into state: inout PageState) {
    state.tables[id] = PageState.Table(layout: layout, version: version)
  }
}
