#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  package import AppKit
  internal import ObjectiveC

  /// The target of a control's action message, calling every handler Kizuna registered for the
  /// control: AppKit controls report user changes only by target and action, and a control has
  /// one target. KizunaBondAppKit's `bnd_controlEvent` registers here too.
  ///
  /// The control holds its target weakly; each registration holds it, so it lives while the
  /// control's events are observed. Installing it takes the control's target and action, and
  /// keeps an action the control had, giving it back when the last registration goes (one wired in Interface Builder, or set in code): each
  /// action message goes to Kizuna's handlers, then to that action, with `sendAction(_:to:)`
  /// (https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)), so a
  /// `nil` target still reaches the responder chain.
  @MainActor
  package final class ControlActionTarget: NSObject {
    private var handlers: [(token: Int, handler: @MainActor () -> Void)] = []
    private var nextToken = 0
    private weak var control: NSControl?
    /// The action the control had before this target, and its target (held weakly, as the
    /// control held it).
    private let previousAction: Selector?
    private weak var previousTarget: AnyObject?

    private init(control: NSControl) {
      self.control = control
      previousAction = control.action
      previousTarget = control.target
      super.init()
    }

    /// The control's action target, installed on first use.
    package static func installed(on control: NSControl) -> ControlActionTarget {
      if let target = control.target as? ControlActionTarget { return target }
      let target = ControlActionTarget(control: control)
      control.target = target
      control.action = actionSelector
      return target
    }

    /// Calls `handler` at each action message until ``remove(_:)`` is called with the result.
    package func add(_ handler: @escaping @MainActor () -> Void) -> Int {
      nextToken += 1
      handlers.append((nextToken, handler))
      return nextToken
    }

    /// Stops calling the handler `token` names; after the last one, gives the control back its
    /// earlier target and action (the control holds its target weakly: this one is about to
    /// go).
    package func remove(_ token: Int) {
      handlers.removeAll { $0.token == token }
      guard handlers.isEmpty, let control, control.target === self else { return }
      control.target = previousTarget
      control.action = previousAction
    }

    /// Calls every handler, in the order they were added, then the control's earlier action.
    func sendAction() {
      // A handler may add or remove handlers: call the ones registered now.
      for entry in handlers { entry.handler() }
      if let previousAction, let control {
        _ = control.sendAction(previousAction, to: previousTarget)
      }
    }

    #if _runtime(_ObjC)
      /// The control's action message.
      @objc private func performAction(_ sender: Any?) { sendAction() }
      private static let actionSelector = #selector(performAction(_:))
    #else
      // No Objective-C runtime (the Linux stand-in check): the selector of the same method by
      // its name; the method itself needs `@objc` and is not compiled here.
      private static let actionSelector = Selector("performAction:")
    #endif
  }

  #if !_runtime(_ObjC)
    // No Objective-C runtime (the Linux stand-in check): the stand-in AppKit's
    // `sendAction(_:to:)` reaches the action method through the stand-in runtime's message send.
    extension ControlActionTarget: StandInMessageReceiver {
      func receiveMessage(_ selector: Selector, with argument: Any?) -> Bool {
        guard selector == Self.actionSelector else { return false }
        sendAction()
        return true
      }
    }
  #endif
#endif
