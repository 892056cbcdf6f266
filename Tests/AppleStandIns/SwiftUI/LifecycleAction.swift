/// Stand-in only (Apple's modifier behind `onAppear`/`onDisappear` is private): stores the
/// actions it is given.
nonisolated struct LifecycleAction: ViewModifier {
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  @MainActor func body(content: Content) -> some View { content }
}
