/// Not Apple API: how the stand-ins send a message to a method named by a ``Selector``.
///
/// On Apple systems a control sends its action with the runtime's message send
/// (https://developer.apple.com/documentation/objectivec/objc_msgsend), which finds the target's
/// `@objc` method by its selector. Linux has no Objective-C runtime, so `@objc` and `#selector`
/// do not compile there: an object whose `@objc` method a stand-in must call conforms to this
/// protocol instead (behind `#if !_runtime(_ObjC)`, where the only AppKit is the stand-in) and
/// answers the selectors of those methods.
public protocol StandInMessageReceiver: AnyObject {
  /// Not Apple API: the requirement of the stand-ins' message-send protocol.
  ///
  /// Calls the method `selector` names with `argument` (the sender, for an action), as the
  /// runtime's message send would.
  ///
  /// - Returns: `false` when the object has no method of that name (the runtime would raise
  ///   "unrecognized selector").
  func receiveMessage(_ selector: Selector, with argument: Any?) -> Bool
}
