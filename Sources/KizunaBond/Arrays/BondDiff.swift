internal import Kizuna

/// Kizuna's diff as Bond v4's operations.
enum BondDiff {
  /// The inserts, updates and removes that turn `old` into `new`, in order.
  static func patch<Element: Hashable>(
    from old: [Element], to new: [Element]
  ) -> [ObservableArrayOperation<Element>] {
    let steps = CollectionDiff(from: old, to: new).patch(oldCount: old.count, to: new)
    var working = old
    var operations: [ObservableArrayOperation<Element>] = []
    for step in steps {
      switch step {
      case .insert(let element, let index):
        operations.append(.Insert(elements: [element], fromIndex: index))
      case .delete(let index):
        operations.append(.Remove(range: index..<index + 1))
      case .update(let element, let index):
        operations.append(.Update(elements: [element], fromIndex: index))
      case .move(let from, let to):
        operations.append(.Remove(range: from..<from + 1))
        operations.append(.Insert(elements: [working[from]], fromIndex: to))
      }
      working.apply(step)
    }
    return operations
  }
}
