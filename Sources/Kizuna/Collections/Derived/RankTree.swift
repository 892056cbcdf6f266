/// An ordered sequence of node IDs with positions found in O(log *n*): a treap (a binary search
/// tree balanced by random priorities) keyed implicitly by position, with parent links.
///
/// Derived collections keep the elements of their upstream in one or two of these trees, one
/// per order (the upstream's, and the sorted one): a node ID names one element in every tree,
/// so the position of an element in one order is found from its position in the other by
/// walking to the root. Each node also carries a weight (1 if a filter includes it, 0 if not;
/// a section's item count when the nodes are sections), and every subtree sums its nodes and
/// their weights, so "how many included elements (or items) come before this one" is a walk to
/// the root as well.
///
/// Node IDs are small integers given out by the caller (``RankTreeIDs``); several trees can
/// share them. Expected depth is O(log *n*) whatever the order of operations, because the
/// priorities come from a fixed pseudo-random sequence independent of the data.
///
/// Invariants (checked by `_checkInvariants()`): every child's parent link names its parent;
/// `size` and `weightedSize` of a node are those of its children plus its own; a parent's
/// priority is at least its children's.
@usableFromInline
struct RankTree: Sendable {
  /// One node's links and counts; `-1` is "none".
  @usableFromInline
  struct Node: Sendable {
    @usableFromInline var left = -1
    @usableFromInline var right = -1
    @usableFromInline var parent = -1
    @usableFromInline var size = 1
    @usableFromInline var weightedSize = 0
    @usableFromInline var priority: UInt64 = 0
    @usableFromInline var weight = 0

    @inlinable init() {}

    @inlinable init(weightedSize: Int, priority: UInt64, weight: Int) {
      self.weightedSize = weightedSize
      self.priority = priority
      self.weight = weight
    }
  }

  @usableFromInline var nodes: [Node] = []
  @usableFromInline var root = -1
  /// The state of the SplitMix64 sequence that gives priorities.
  @usableFromInline var seed: UInt64 = 0x4B69_7A75_6E61

  @inlinable init() {}

  /// The number of nodes.
  @inlinable
  var count: Int { root < 0 ? 0 : nodes[root].size }

  /// The sum of the weights.
  @inlinable
  var weightedCount: Int { root < 0 ? 0 : nodes[root].weightedSize }

  /// Removes every node (IDs stay valid for later inserts).
  @inlinable
  mutating func removeAll() {
    nodes.removeAll(keepingCapacity: true)
    root = -1
  }

  /// The weight of `id`.
  @inlinable
  func weight(of id: Int) -> Int { nodes[id].weight }

  /// Whether `id` has a weight (a filter includes it).
  @inlinable
  func isWeighted(_ id: Int) -> Bool { nodes[id].weight != 0 }

  /// Inserts `id` with weight 1 if `isWeighted`, else 0, so that it ends up at `rank`.
  @inlinable
  mutating func insert(_ id: Int, isWeighted: Bool, atRank rank: Int) {
    insert(id, weight: isWeighted ? 1 : 0, atRank: rank)
  }

  /// Inserts `id` so that it ends up at `rank` (0 through ``count``).
  @inlinable
  mutating func insert(_ id: Int, weight: Int, atRank rank: Int) {
    precondition(rank >= 0 && rank <= count, "Kizuna: internal error: rank \(rank) of \(count)")
    var remaining = rank
    attach(id, weight: weight) { _, leftSize in
      if remaining <= leftSize { return true }
      remaining -= leftSize + 1
      return false
    }
  }

  /// Inserts `id` in order: `goesBefore(node)` tells whether `id` belongs before `node`; it
  /// must be consistent with the order the tree is kept in (called O(log *n*) times).
  @inlinable
  mutating func insert(_ id: Int, isWeighted: Bool, goesBefore: (Int) -> Bool) {
    attach(id, weight: isWeighted ? 1 : 0) { node, _ in goesBefore(node) }
  }

  /// Removes `id`; its ID may be inserted again.
  @inlinable
  mutating func remove(_ id: Int) {
    // Rotate the node down until it has at most one child, then splice it out.
    while nodes[id].left >= 0 && nodes[id].right >= 0 {
      let left = nodes[id].left
      let right = nodes[id].right
      rotateUp(nodes[left].priority > nodes[right].priority ? left : right)
    }
    let child = nodes[id].left >= 0 ? nodes[id].left : nodes[id].right
    let parent = nodes[id].parent
    if child >= 0 { nodes[child].parent = parent }
    replaceChild(id, of: parent, with: child)
    let weight = nodes[id].weight
    var ancestor = parent
    while ancestor >= 0 {
      nodes[ancestor].size -= 1
      nodes[ancestor].weightedSize -= weight
      ancestor = nodes[ancestor].parent
    }
  }

  /// Sets the weight of `id` to 1 if `isWeighted`, else 0.
  @inlinable
  mutating func setWeighted(_ id: Int, _ isWeighted: Bool) {
    setWeight(of: id, to: isWeighted ? 1 : 0)
  }

  /// Sets the weight of `id`.
  @inlinable
  mutating func setWeight(of id: Int, to weight: Int) {
    let delta = weight - nodes[id].weight
    guard delta != 0 else { return }
    nodes[id].weight = weight
    var node = id
    while node >= 0 {
      nodes[node].weightedSize += delta
      node = nodes[node].parent
    }
  }

  /// The number of nodes before `id`.
  @inlinable
  func rank(of id: Int) -> Int {
    var rank = size(nodes[id].left)
    var node = id
    while nodes[node].parent >= 0 {
      let parent = nodes[node].parent
      if nodes[parent].right == node { rank += size(nodes[parent].left) + 1 }
      node = parent
    }
    return rank
  }

  /// The sum of the weights of the nodes before `id`.
  @inlinable
  func weightedRank(of id: Int) -> Int {
    var rank = weightedSize(nodes[id].left)
    var node = id
    while nodes[node].parent >= 0 {
      let parent = nodes[node].parent
      if nodes[parent].right == node {
        rank += weightedSize(nodes[parent].left) + nodes[parent].weight
      }
      node = parent
    }
    return rank
  }

  /// The node at `rank` (0..<``count``).
  @inlinable
  func node(atRank rank: Int) -> Int {
    precondition(rank >= 0 && rank < count, "Kizuna: internal error: rank \(rank) of \(count)")
    var node = root
    var remaining = rank
    while true {
      let leftSize = size(nodes[node].left)
      if remaining < leftSize {
        node = nodes[node].left
      } else if remaining == leftSize {
        return node
      } else {
        remaining -= leftSize + 1
        node = nodes[node].right
      }
    }
  }

  /// The number of leading nodes for which `isBefore` holds; `isBefore` must hold for a prefix
  /// of the order and fail after it (a lower bound, in O(log *n*) calls).
  @inlinable
  func prefixCount(where isBefore: (Int) -> Bool) -> Int {
    var count = 0
    var node = root
    while node >= 0 {
      if isBefore(node) {
        count += size(nodes[node].left) + 1
        node = nodes[node].right
      } else {
        node = nodes[node].left
      }
    }
    return count
  }

  /// Calls `body` with each node in order, following the parent links (no stack, O(1)
  /// amortized per node).
  @inlinable
  func forEachInOrder(_ body: (Int) -> Void) {
    var node = root
    guard node >= 0 else { return }
    while nodes[node].left >= 0 { node = nodes[node].left }
    while node >= 0 {
      body(node)
      if nodes[node].right >= 0 {
        node = nodes[node].right
        while nodes[node].left >= 0 { node = nodes[node].left }
      } else {
        // Up until coming from a left child: that parent is next.
        var child = node
        node = nodes[node].parent
        while node >= 0 && nodes[node].right == child {
          child = node
          node = nodes[node].parent
        }
      }
    }
  }

  /// Calls `reweigh` with each node in order and its weight, and gives the node the weight it
  /// returns; the subtree sums are brought up to date on the same walk (each node once, after
  /// its subtree), so reweighing many nodes costs O(*n*) in all, not O(log *n*) each.
  @inlinable
  mutating func reweighInOrder(_ reweigh: (_ id: Int, _ weight: Int) -> Int) {
    let root = self.root
    guard root >= 0 else { return }
    // One uniqueness check for the walk, not one per node written.
    nodes.withUnsafeMutableBufferPointer { nodes in
      /// The sum of `node`'s subtree, its children's sums being up to date.
      func recountWeight(_ node: Int) {
        let left = nodes[node].left
        let right = nodes[node].right
        nodes[node].weightedSize =
          nodes[node].weight + (left < 0 ? 0 : nodes[left].weightedSize)
          + (right < 0 ? 0 : nodes[right].weightedSize)
      }
      var node = root
      while nodes[node].left >= 0 { node = nodes[node].left }
      while node >= 0 {
        nodes[node].weight = reweigh(node, nodes[node].weight)
        if nodes[node].right >= 0 {
          node = nodes[node].right
          while nodes[node].left >= 0 { node = nodes[node].left }
        } else {
          // The node's subtree is done, and so is that of every ancestor reached from its
          // right child; the first one reached from its left child is next in order.
          recountWeight(node)
          var child = node
          node = nodes[node].parent
          while node >= 0 && nodes[node].right == child {
            recountWeight(node)
            child = node
            node = nodes[node].parent
          }
        }
      }
    }
  }

  /// The nodes in order.
  @inlinable
  func inOrder() -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    forEachInOrder { result.append($0) }
    return result
  }

  /// Stops the program if a link, a count or a priority breaks the tree's invariants.
  func _checkInvariants() {
    guard root >= 0 else { return }
    precondition(nodes[root].parent == -1, "Kizuna: RankTree: the root has a parent")
    var stack = [root]
    while let node = stack.popLast() {
      let current = nodes[node]
      var size = 1
      var weighted = current.weight
      for child in [current.left, current.right] where child >= 0 {
        precondition(nodes[child].parent == node, "Kizuna: RankTree: bad parent of \(child)")
        precondition(
          nodes[child].priority <= current.priority, "Kizuna: RankTree: heap order at \(child)")
        size += nodes[child].size
        weighted += nodes[child].weightedSize
        stack.append(child)
      }
      precondition(size == current.size, "Kizuna: RankTree: size of \(node)")
      precondition(weighted == current.weightedSize, "Kizuna: RankTree: weight of \(node)")
    }
  }

  // MARK: - Private

  @inlinable
  func size(_ node: Int) -> Int { node < 0 ? 0 : nodes[node].size }

  @inlinable
  func weightedSize(_ node: Int) -> Int { node < 0 ? 0 : nodes[node].weightedSize }

  @inlinable
  mutating func nextPriority() -> UInt64 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var mixed = seed
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// Descends from the root (`goesLeft(node, sizeOfLeftSubtree)` picks the side), counting the
  /// new node in every subtree on the way, hangs `id` as a leaf, then rotates it up to its
  /// priority's place.
  @inlinable
  mutating func attach(
    _ id: Int, weight: Int, goesLeft: (_ node: Int, _ leftSize: Int) -> Bool
  ) {
    if id >= nodes.count {
      nodes.append(contentsOf: repeatElement(Node(), count: id + 1 - nodes.count))
    }
    nodes[id] = Node(weightedSize: weight, priority: nextPriority(), weight: weight)
    var parent = -1
    var node = root
    var isLeft = false
    while node >= 0 {
      nodes[node].size += 1
      nodes[node].weightedSize += weight
      parent = node
      isLeft = goesLeft(node, size(nodes[node].left))
      node = isLeft ? nodes[node].left : nodes[node].right
    }
    nodes[id].parent = parent
    if parent < 0 {
      root = id
    } else if isLeft {
      nodes[parent].left = id
    } else {
      nodes[parent].right = id
    }
    while nodes[id].parent >= 0 && nodes[nodes[id].parent].priority < nodes[id].priority {
      rotateUp(id)
    }
  }

  /// Rotates `node` above its parent, keeping the in-order sequence and the counts.
  @inlinable
  mutating func rotateUp(_ node: Int) {
    let parent = nodes[node].parent
    let grandparent = nodes[parent].parent
    if nodes[parent].left == node {
      let middle = nodes[node].right
      nodes[parent].left = middle
      if middle >= 0 { nodes[middle].parent = parent }
      nodes[node].right = parent
    } else {
      let middle = nodes[node].left
      nodes[parent].right = middle
      if middle >= 0 { nodes[middle].parent = parent }
      nodes[node].left = parent
    }
    nodes[parent].parent = node
    nodes[node].parent = grandparent
    replaceChild(parent, of: grandparent, with: node)
    recount(parent)
    recount(node)
  }

  @inlinable
  mutating func replaceChild(_ old: Int, of parent: Int, with new: Int) {
    if parent < 0 {
      root = new
    } else if nodes[parent].left == old {
      nodes[parent].left = new
    } else {
      nodes[parent].right = new
    }
  }

  @inlinable
  mutating func recount(_ node: Int) {
    let left = nodes[node].left
    let right = nodes[node].right
    nodes[node].size = 1 + size(left) + size(right)
    nodes[node].weightedSize = nodes[node].weight + weightedSize(left) + weightedSize(right)
  }
}

/// Gives out node IDs for ``RankTree``s and takes them back, reusing freed ones first.
@usableFromInline
struct RankTreeIDs: Sendable {
  @inlinable init() {}

  @usableFromInline var next = 0
  @usableFromInline var freed: [Int] = []

  /// A fresh or reused ID.
  @inlinable
  mutating func make() -> Int {
    if let id = freed.popLast() { return id }
    defer { next += 1 }
    return next
  }

  /// Takes `id` back.
  @inlinable
  mutating func free(_ id: Int) { freed.append(id) }

  /// Takes every ID back.
  @inlinable
  mutating func removeAll() {
    next = 0
    freed.removeAll(keepingCapacity: true)
  }

  /// One more than the largest ID given out (the size of per-ID storage).
  @inlinable
  var capacity: Int { next }
}
