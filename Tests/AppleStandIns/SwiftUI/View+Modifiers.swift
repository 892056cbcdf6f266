import Combine

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  /// Apple: `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  /// Apple: `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleAction(onAppear: action, onDisappear: nil))
  }

  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  /// Apple: `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleAction(onAppear: nil, onDisappear: action))
  }

  /// https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
  /// Apple: `nonisolated func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) ->
  /// Void) -> some View where P : Publisher, P.Failure == Never`
  ///
  /// Compiled, never run: nothing subscribes.
  nonisolated public func onReceive<P>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P: Publisher, P.Failure == Never {
    self
  }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  /// Apple: `nonisolated func disabled(_ disabled: Bool) -> some View`
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    modifier(Disabled(isDisabled: disabled))
  }
}
