import Foundation

/// https://developer.apple.com/documentation/uikit/uicontrol
@preconcurrency @MainActor
open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    @available(iOS 9.0, *)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    @available(iOS 14.0, *)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/state
  public struct State: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    @available(iOS 9.0, *)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  open var isEnabled: Bool = true
  open var isSelected: Bool = false
  open var isHighlighted: Bool = false

  /// The actions added with ``addAction(_:for:)``, one per identifier, in the order their
  /// identifiers were first added, with the events each answers; called by
  /// ``sendActions(for:)``.
  var actions: [(action: UIAction, events: Event)] = []

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
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
  ///
  /// The stand-in finds the action by its identifier (actions are uniqued by it) and stops it
  /// answering `controlEvents`; an action that answers no event any more is removed.
  @available(iOS 14.0, tvOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)
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
