/// One planned table update: a full reload, or one batch and the data it leads to.
///
/// The data source must serve ``snapshot`` from the moment the update is performed: a
/// multi-stage plan passes through intermediate data, so that every stage is a batch the table
/// accepts.
public enum TableUpdate<Metadata, Item> {
  /// Reload the whole table with this data.
  case reloadData([ArraySection<Metadata, Item>])
  /// Perform these operations in one `performBatchUpdates`, serving this data.
  case batch([TableOperation], snapshot: [ArraySection<Metadata, Item>])

  /// The data the table shows after this update.
  public var snapshot: [ArraySection<Metadata, Item>] {
    switch self {
    case .reloadData(let snapshot), .batch(_, let snapshot): snapshot
    }
  }

  /// The operations of a batch; empty for a reload.
  public var operations: [TableOperation] {
    if case .batch(let operations, _) = self { return operations }
    return []
  }
}

extension TableUpdate: Equatable where Metadata: Equatable, Item: Equatable {}
extension TableUpdate: Sendable where Metadata: Sendable, Item: Sendable {}
