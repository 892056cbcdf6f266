#if canImport(SwiftUI)
  public import Kizuna
  public import SwiftUI

  extension View {
    /// Calls `action` with each value of a Kizuna signal while this view is on screen.
    ///
    /// SwiftUI's `onReceive(_:perform:)` for Combine publishers, for Kizuna signals: the
    /// signal is observed when the view appears and the observation is disposed when it
    /// disappears, so nothing keeps running, or keeps the view's state alive, after the view
    /// is gone. An ``Kizuna/Observable`` sends its current value when the view appears.
    ///
    /// ```swift
    /// Text(status)
    ///   .onReceive(viewModel.statusText) { status = $0 }  // prints nothing; shows each status
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal to observe; values arrive on the main actor.
    ///   - action: Called on the main actor with each value.
    /// - Returns: A view that observes `signal` while it is on screen.
    @MainActor
    public func onReceive<Source: SignalProtocol>(
      _ signal: Source, perform action: @escaping @MainActor (Source.Element) -> Void
    ) -> some View where Source.Failure == Never {
      modifier(SignalReceiveModifier(signal, perform: action))
    }
  }
#endif
