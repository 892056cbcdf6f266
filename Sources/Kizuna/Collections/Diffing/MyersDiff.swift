extension CollectionDiff where Index == Int {
  /// Creates the diff between two arrays of equatable elements, with exact moves.
  ///
  /// For elements that are only `Equatable` (prefer the `Hashable` or `identifiedBy:` forms,
  /// which are faster): Myers' algorithm finds a longest common subsequence, then deleted and
  /// inserted elements that are equal are paired into moves.
  ///
  /// ```swift
  /// struct Point: Equatable { var x: Int }
  /// print(CollectionDiff(from: [Point(x: 1), Point(x: 2)], to: [Point(x: 2), Point(x: 1)]))
  /// // prints "move [1 -> 0]"
  /// ```
  ///
  /// - Complexity: O((*n* + *m*) *d*) time and O(*d*²) memory for the common subsequence, plus
  ///   O(*d*²) for pairing moves, for *d* deleted and inserted elements.
  public init<Element: Equatable>(from old: [Element], to new: [Element]) {
    var origins = myersOrigins(old: old, new: new)
    // Pair deleted and inserted elements that are equal into moves.
    var matched = [Bool](repeating: false, count: old.count)
    for origin in origins where origin >= 0 { matched[origin] = true }
    var unmatchedOld: [Int] = []
    for index in old.indices where !matched[index] { unmatchedOld.append(index) }
    if !unmatchedOld.isEmpty {
      for position in origins.indices where origins[position] < 0 {
        if let found = unmatchedOld.firstIndex(where: { old[$0] == new[position] }) {
          origins[position] = unmatchedOld.remove(at: found)
        }
      }
    }
    self = FlatDiffBuilder.diff(oldCount: old.count, origins: origins, updated: nil)
  }
}

/// A longest common subsequence by Myers' greedy algorithm: the old index for each new
/// position on the common subsequence, -1 elsewhere.
func myersOrigins<Element: Equatable>(old: [Element], new: [Element]) -> [Int] {
  let oldCount = old.count
  let newCount = new.count
  var origins = [Int](repeating: -1, count: newCount)
  var prefix = 0
  while prefix < oldCount && prefix < newCount && old[prefix] == new[prefix] {
    origins[prefix] = prefix
    prefix += 1
  }
  var suffix = 0
  while suffix < oldCount - prefix && suffix < newCount - prefix
    && old[oldCount - 1 - suffix] == new[newCount - 1 - suffix]
  {
    origins[newCount - 1 - suffix] = oldCount - 1 - suffix
    suffix += 1
  }
  let width = oldCount - prefix - suffix  // N
  let height = newCount - prefix - suffix  // M
  if width == 0 || height == 0 { return origins }
  let limit = width + height
  let offset = limit + 1
  var frontier = [Int](repeating: 0, count: 2 * limit + 3)
  // trace[d] holds frontier[k] for k in -d-1...d+1 before step d.
  var trace: [[Int]] = []
  var finalDepth = 0
  search: for depth in 0...limit {
    trace.append(Array(frontier[(offset - depth - 1)...(offset + depth + 1)]))
    for diagonal in stride(from: -depth, through: depth, by: 2) {
      var x: Int
      if diagonal == -depth
        || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
      {
        x = frontier[offset + diagonal + 1]
      } else {
        x = frontier[offset + diagonal - 1] + 1
      }
      var y = x - diagonal
      while x < width && y < height && old[prefix + x] == new[prefix + y] {
        x += 1
        y += 1
      }
      frontier[offset + diagonal] = x
      if x >= width && y >= height {
        finalDepth = depth
        break search
      }
    }
  }
  var x = width
  var y = height
  var depth = finalDepth
  while depth > 0 {
    let previous = trace[depth]
    func value(_ diagonal: Int) -> Int { previous[diagonal + depth + 1] }
    let diagonal = x - y
    let previousDiagonal =
      (diagonal == -depth || (diagonal != depth && value(diagonal - 1) < value(diagonal + 1)))
      ? diagonal + 1 : diagonal - 1
    let previousX = value(previousDiagonal)
    let previousY = previousX - previousDiagonal
    while x > previousX && y > previousY {
      x -= 1
      y -= 1
      origins[prefix + y] = prefix + x
    }
    x = previousX
    y = previousY
    depth -= 1
  }
  while x > 0 && y > 0 {
    x -= 1
    y -= 1
    origins[prefix + y] = prefix + x
  }
  return origins
}
