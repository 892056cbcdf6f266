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
    /// It is a modifier on `View`, as SwiftUI's own are, rather than a member of a `reactive`
    /// namespace: modifiers chain on views. It overloads SwiftUI's `onReceive` by its
    /// argument's type (no Kizuna signal is a Combine publisher), so both read the same in one
    /// view; the stand-in check compiles a view that uses both.
    ///
    /// ```swift
    /// Text(status)
    ///   .onReceive(viewModel.statusText) { status = $0 }  // prints nothing; shows each status
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal to observe; values arrive on the main actor.
    ///   - fileID: The caller's file, recorded for `LiveBindings`; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    ///   - action: Called on the main actor with each value.
    /// - Returns: A view that observes `signal` while it is on screen.
    @MainActor
    public func onReceive<Source: SignalProtocol>(
      _ signal: Source,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column,
      perform action: @escaping @MainActor (Source.Element) -> Void
    ) -> some View where Source.Failure == Never {
      modifier(
        SignalReceiveModifier(
          signal, fileID: fileID, filePath: filePath, line: line, column: column, perform: action))
    }
  }
#endif
