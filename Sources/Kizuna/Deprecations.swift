// The deprecated spellings of the Kizuna module, in one place (see "Vocabulary" in the
// Operators article): each forwards to the one spelling and names it with `renamed:`, so the
// compiler offers the fix. Bond v4's spellings (`skip`, `startWith`, `ignoreNil`, ...) live in
// KizunaBond, not here.

extension SignalProtocol {
  /// Passes on the first `count` values, then completes; the same as ``prefix(_:)``.
  @available(*, deprecated, renamed: "prefix(_:)")
  @inlinable public func take(_ count: Int) -> Signal<Element, Failure> { prefix(count) }

  /// Continues with the signal that `handler` makes from the failure; the same as
  /// ``catch(_:)``.
  @available(*, deprecated, renamed: "catch(_:)")
  public func flatMapError<Replacement: SignalProtocol>(
    _ handler: @escaping @Sendable (Failure) -> Replacement
  ) -> Signal<Element, Replacement.Failure> where Replacement.Element == Element {
    self.catch(handler)
  }
}
