import KizunaTestSupport
import Testing

@testable import Kizuna

/// The hashed matching must follow its rule exactly, duplicates included: the diffs of equal
/// inputs are canonical.
@Suite struct HashedDiffTests {
  /// The matching rule in O(n²): the common prefix and suffix match in place; in between, one
  /// new element at a time, the old element right after the previous match if it is equal and
  /// free, else the first free equal one.
  static func referenceOrigins(old: [Int], new: [Int]) -> [Int] {
    var prefix = 0
    while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let middle = prefix..<old.count - suffix
    var matched = [Bool](repeating: false, count: old.count)
    var predicted = prefix
    var origins = Array(0..<prefix)
    for element in new[prefix..<new.count - suffix] {
      if middle.contains(predicted) && !matched[predicted] && old[predicted] == element {
        matched[predicted] = true
        origins.append(predicted)
        predicted += 1
      } else if let index = middle.first(where: { !matched[$0] && old[$0] == element }) {
        matched[index] = true
        origins.append(index)
        predicted = index + 1
      } else {
        origins.append(-1)
      }
    }
    return origins + (old.count - suffix..<old.count)
  }

  @Test func matchesByTheRuleWithRepeatedElements() {
    for seed in PropertySettings.seeds(default: 500) {
      var random = SeededGenerator(seed: seed)
      let alphabet = Int.random(in: 1...12, using: &random)
      let old = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        Int.random(in: 0..<alphabet, using: &random)
      }
      var new = old.filter { _ in Int.random(in: 0...4, using: &random) > 0 }
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        new.insert(
          Int.random(in: 0...alphabet, using: &random),
          at: Int.random(in: 0...new.count, using: &random))
      }
      let expected = Self.referenceOrigins(old: old, new: new)
      #expect(hashedOrigins(old: old, new: new) == expected, "seed \(seed): \(old) -> \(new)")
      #expect(
        hashedOrigins(old: old, new: new, identity: { $0 }) == expected,
        "seed \(seed): \(old) -> \(new)")
    }
  }

  @Test func matchesDistinctOldElementsWhateverTheirOrder() {
    for seed in PropertySettings.seeds(default: 200) {
      var random = SeededGenerator(seed: seed)
      let old = Array(0..<Int.random(in: 1...200, using: &random)).shuffled(using: &random)
      var new = old.filter { _ in Int.random(in: 0...9, using: &random) > 0 }
      for value in 1_000..<1_005 {
        new.insert(value, at: Int.random(in: 0...new.count, using: &random))
      }
      // Repeated in new only: one of each matches.
      for value in old.prefix(3) {
        new.insert(value, at: Int.random(in: 0...new.count, using: &random))
      }
      if seed.isMultiple(of: 2) {
        new.shuffle(using: &random)
      } else {
        for _ in 0..<5 {
          let value = new.remove(at: Int.random(in: new.indices, using: &random))
          new.insert(value, at: Int.random(in: 0...new.count, using: &random))
        }
      }
      let origins = hashedOrigins(old: old, new: new)
      #expect(origins == Self.referenceOrigins(old: old, new: new), "seed \(seed)")
      let matched = origins.filter { $0 >= 0 }
      #expect(Set(matched).count == matched.count)
      #expect(Set(matched.map { old[$0] }) == Set(new).intersection(old))
    }
  }
}
