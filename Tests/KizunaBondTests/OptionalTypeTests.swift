import KizunaBond
import Testing

@Suite("OptionalType (Bond v4)")
struct OptionalTypeTests {
  /// Reads an optional through the protocol, as the operators do.
  func read<T: OptionalType>(_ value: T) -> (isNil: Bool, value: T.WrappedType?) {
    (value.isNil, value.value)
  }

  @Test("Optional is an OptionalType: isNil, value and init(optional:)")
  func optionalConforms() {
    #expect(read(Int?.none) == (true, nil))
    #expect(read(Int?.some(3)) == (false, 3))
    #expect(String?(optional: "a") == "a")
    #expect(String?(optional: nil) == nil)
  }
}
