/// Prefix counts over slots that are switched on and off, each query and update O(log *n*).
///
/// Used to find the current index of an element while a patch moves elements around.
struct FenwickTree {
  private var tree: [Int]

  /// Creates a tree over `occupied.count` slots, with the given slots switched on.
  init(occupied: [Bool]) {
    tree = [Int](repeating: 0, count: occupied.count + 1)
    for (slot, isOn) in occupied.enumerated() where isOn { tree[slot + 1] += 1 }
    // Linear-time construction: push each node's sum to its parent.
    for node in 1..<tree.count {
      let parent = node + (node & -node)
      if parent < tree.count { tree[parent] += tree[node] }
    }
  }

  /// Adds `delta` at `slot`.
  mutating func add(_ delta: Int, at slot: Int) {
    var node = slot + 1
    while node < tree.count {
      tree[node] += delta
      node += node & -node
    }
  }

  /// The number of switched-on slots strictly before `slot`.
  func countBefore(_ slot: Int) -> Int {
    var node = slot
    var sum = 0
    while node > 0 {
      sum += tree[node]
      node -= node & -node
    }
    return sum
  }
}
