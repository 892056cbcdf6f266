/// Marks the elements of one longest strictly increasing subsequence of `values`.
///
/// Patience sorting with a fast path for values that extend the longest run found so far, so a
/// mostly sorted input (a diff with few moves) costs O(*n* + *d* log *n*). Ties are broken the
/// same way for every caller, which makes every diff the library produces canonical.
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  let count = values.count
  var mask = [Bool](repeating: false, count: count)
  if count == 0 { return mask }
  var tails: [Int] = []  // positions in `values`; values[tails[k]] is increasing
  tails.reserveCapacity(count)
  var previous = [Int](repeating: -1, count: count)
  values.withUnsafeBufferPointer { values in
    for position in 0..<count {
      let value = values[position]
      if let last = tails.last {
        if values[last] < value {
          previous[position] = last
          tails.append(position)
          continue
        }
      } else {
        tails.append(position)
        continue
      }
      // First tail whose value is >= value.
      var low = 0
      var high = tails.count - 1
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      tails[low] = position
      previous[position] = low > 0 ? tails[low - 1] : -1
    }
  }
  var position = tails[tails.count - 1]
  while position >= 0 {
    mask[position] = true
    position = previous[position]
  }
  return mask
}
