#if canImport(SwiftUI)
  public import Kizuna
  public import SwiftUI

  /// A view modifier that calls an action with each value of a Kizuna signal while the view is
  /// on screen: it observes when the view appears and disposes the observation when the view
  /// disappears (or is released).
  ///
  /// The behaviour is ``Kizuna/SignalReceiver``'s, tested on Linux; this type only ties it to
  /// `onAppear` and `onDisappear`. Apply it with `View/onReceive(_:perform:)`.
  ///
  /// ```swift
  /// Text(message).modifier(SignalReceiveModifier(viewModel.messages) { message = $0 })
  /// ```
  @MainActor
  public struct SignalReceiveModifier<Source: SignalProtocol>: ViewModifier
  where Source.Failure == Never {
    private let signal: Source
    private let action: @MainActor (Source.Element) -> Void
    private let site: BindingSite
    @State private var receiver = SignalReceiver<Source.Element>()

    /// Creates the modifier.
    ///
    /// ```swift
    /// let modifier = SignalReceiveModifier(count) { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal to observe while the view is on screen.
    ///   - fileID: The caller's file, recorded for `LiveBindings`; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    ///   - action: Called on the main actor with each value; the closure given when the view
    ///     appears is the one called until it disappears.
    public init(
      _ signal: Source,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column,
      perform action: @escaping @MainActor (Source.Element) -> Void
    ) {
      self.signal = signal
      self.action = action
      self.site = BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The content, observing the signal between its appearance and disappearance.
    ///
    /// ```swift
    /// content.onAppear { receiver.start(signal, perform: action) }
    /// ```
    public func body(content: Content) -> some View {
      content
        .onAppear {
          receiver.start(
            signal, fileID: site.staticFileID, filePath: site.staticFilePath,
            line: site.staticLine, column: site.staticColumn, perform: action)
        }
        .onDisappear { receiver.stop() }
    }
  }
#endif
