import Foundation

/// https://developer.apple.com/documentation/uikit/uicontrol
/// Apple: `@MainActor class UIControl`
@preconcurrency @MainActor
open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  /// Apple: `struct Event`
  public struct Event: OptionSet, @unchecked Sendable {
    /// No Apple page: searched developer.apple.com/documentation/uikit/uicontrol/event/rawvalue
    public let rawValue: UInt
    /// No Apple page: searched
    /// developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown
    /// Apple: `static var touchDown: UIControl.Event { get }`
    public static var touchDown: UIControl.Event { UIControl.Event(rawValue: 1 << 0) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdownrepeat
    /// Apple: `static var touchDownRepeat: UIControl.Event { get }`
    public static var touchDownRepeat: UIControl.Event { UIControl.Event(rawValue: 1 << 1) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdraginside
    /// Apple: `static var touchDragInside: UIControl.Event { get }`
    public static var touchDragInside: UIControl.Event { UIControl.Event(rawValue: 1 << 2) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragoutside
    /// Apple: `static var touchDragOutside: UIControl.Event { get }`
    public static var touchDragOutside: UIControl.Event { UIControl.Event(rawValue: 1 << 3) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragenter
    /// Apple: `static var touchDragEnter: UIControl.Event { get }`
    public static var touchDragEnter: UIControl.Event { UIControl.Event(rawValue: 1 << 4) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragexit
    /// Apple: `static var touchDragExit: UIControl.Event { get }`
    public static var touchDragExit: UIControl.Event { UIControl.Event(rawValue: 1 << 5) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    /// Apple: `static var touchUpInside: UIControl.Event { get }`
    public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupoutside
    /// Apple: `static var touchUpOutside: UIControl.Event { get }`
    public static var touchUpOutside: UIControl.Event { UIControl.Event(rawValue: 1 << 7) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel
    /// Apple: `static var touchCancel: UIControl.Event { get }`
    public static var touchCancel: UIControl.Event { UIControl.Event(rawValue: 1 << 8) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    /// Apple: `static var valueChanged: UIControl.Event { get }`
    public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    /// Apple: `static var primaryActionTriggered: UIControl.Event { get }`
    @available(iOS 9.0, *)
    public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/menuactiontriggered
    /// Apple: `static var menuActionTriggered: UIControl.Event { get }`
    @available(iOS 14.0, *)
    public static var menuActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 14) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
    /// Apple: `static var editingDidBegin: UIControl.Event { get }`
    public static var editingDidBegin: UIControl.Event { UIControl.Event(rawValue: 1 << 16) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    /// Apple: `static var editingChanged: UIControl.Event { get }`
    public static var editingChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 17) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend
    /// Apple: `static var editingDidEnd: UIControl.Event { get }`
    public static var editingDidEnd: UIControl.Event { UIControl.Event(rawValue: 1 << 18) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit
    /// Apple: `static var editingDidEndOnExit: UIControl.Event { get }`
    public static var editingDidEndOnExit: UIControl.Event { UIControl.Event(rawValue: 1 << 19) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/alltouchevents
    /// Apple: `static var allTouchEvents: UIControl.Event { get }`
    public static var allTouchEvents: UIControl.Event { UIControl.Event(rawValue: 0x0000_0FFF) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/alleditingevents
    /// Apple: `static var allEditingEvents: UIControl.Event { get }`
    public static var allEditingEvents: UIControl.Event { UIControl.Event(rawValue: 0x000F_0000) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/applicationreserved
    /// Apple: `static var applicationReserved: UIControl.Event { get }`
    public static var applicationReserved: UIControl.Event {
      UIControl.Event(rawValue: 0x0F00_0000)
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/systemreserved
    /// Apple: `static var systemReserved: UIControl.Event { get }`
    public static var systemReserved: UIControl.Event { UIControl.Event(rawValue: 0xF000_0000) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/allevents
    /// Apple: `static var allEvents: UIControl.Event { get }`
    public static var allEvents: UIControl.Event { UIControl.Event(rawValue: 0xFFFF_FFFF) }
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  /// Apple: `struct State`
  public struct State: OptionSet, @unchecked Sendable {
    /// No Apple page: searched developer.apple.com/documentation/uikit/uicontrol/state/rawvalue
    public let rawValue: UInt
    /// No Apple page: searched
    /// developer.apple.com/documentation/uikit/uicontrol/state/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    /// Apple: `static var normal: UIControl.State { get }`
    public static var normal: UIControl.State { UIControl.State([]) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
    /// Apple: `static var highlighted: UIControl.State { get }`
    public static var highlighted: UIControl.State { UIControl.State(rawValue: 1 << 0) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
    /// Apple: `static var disabled: UIControl.State { get }`
    public static var disabled: UIControl.State { UIControl.State(rawValue: 1 << 1) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
    /// Apple: `static var selected: UIControl.State { get }`
    public static var selected: UIControl.State { UIControl.State(rawValue: 1 << 2) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/focused
    /// Apple: `static var focused: UIControl.State { get }`
    @available(iOS 9.0, *)
    public static var focused: UIControl.State { UIControl.State(rawValue: 1 << 3) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/application
    /// Apple: `static var application: UIControl.State { get }`
    public static var application: UIControl.State { UIControl.State(rawValue: 0x00FF_0000) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/reserved
    /// Apple: `static var reserved: UIControl.State { get }`
    public static var reserved: UIControl.State { UIControl.State(rawValue: 0xFF00_0000) }
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  /// Apple: `var isEnabled: Bool { get set }`
  open var isEnabled: Bool = true
  /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
  /// Apple: `var isSelected: Bool { get set }`
  open var isSelected: Bool = false
  /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
  /// Apple: `var isHighlighted: Bool { get set }`
  open var isHighlighted: Bool = false

  /// The actions added with ``addAction(_:for:)``, one per identifier, in the order their
  /// identifiers were first added, with the events each answers; called by
  /// ``sendActions(for:)``.
  var actions: [(action: UIAction, events: Event)] = []

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  /// Apple: `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`
  ///
  /// As Apple's page says: "UIActions are uniqued based on their identifier, and subsequent
  /// actions with the same identifier replace previously added actions. You may add multiple
  /// UIActions for corresponding controlEvents, and you may add the same action to multiple
  /// controlEvents." An action whose identifier was added before takes that action's place and
  /// answers its events as well as `controlEvents`.
  @available(iOS 14.0, tvOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actions[index] = (action, actions[index].events.union(controlEvents))
    } else {
      actions.append((action, controlEvents))
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
  /// Apple: `func removeAction(_ action: UIAction, for controlEvents: UIControl.Event)`
  ///
  /// The stand-in finds the action by its identifier (actions are uniqued by it) and stops it
  /// answering `controlEvents`; an action that answers no event any more is removed.
  @available(iOS 14.0, tvOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// No Apple page: searched
  /// developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)
  @available(iOS 14.0, tvOS 14.0, *)
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    guard let index = actions.firstIndex(where: { $0.action.identifier == actionIdentifier })
    else { return }
    let remaining = actions[index].events.subtracting(controlEvents)
    if remaining.isEmpty {
      actions.remove(at: index)
    } else {
      actions[index].events = remaining
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  /// Apple: `func sendActions(for controlEvents: UIControl.Event)`
  ///
  /// "UIControl implements this method to dispatch all associated action methods for the
  /// given events": the stand-in calls the handler of every action added for one of
  /// `controlEvents`, in the order they were added. Tests play the user with it (set the
  /// control's value, then send the event a touch or an edit sends).
  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in actions where !events.intersection(controlEvents).isEmpty {
      action.handler(action)
    }
  }
}
