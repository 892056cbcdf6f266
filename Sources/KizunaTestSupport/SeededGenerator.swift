/// A small, fast, seeded random number generator (SplitMix64) for this package's property tests
/// and random runs: the same seed gives the same sequence on every platform, so a failing case
/// can be replayed from the seed it names. Not API.
package struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A random index in `0..<bound`; `bound` must be positive.
  package mutating func next(below bound: Int) -> Int { Int(next(upperBound: UInt64(bound))) }
}
