/// Stand-in only (Apple's modifier behind `disabled(_:)` is private): stores the flag.
nonisolated struct Disabled: ViewModifier {
  let isDisabled: Bool

  @MainActor func body(content: Content) -> some View { content }
}
