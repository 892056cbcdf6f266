/// A control on a ``WebPage``: the server-side twin of one DOM element.
///
/// Controls mirror UIKit's vocabulary (text field, switch, button, label, activity indicator,
/// table view) and expose their properties as Kizuna observables, so binding code reads the
/// same as with UIKit and Bond.
public protocol WebControl: AnyObject, Sendable {
  /// The DOM id of the element.
  var id: String { get }

  /// Applies a browser event aimed at this control.
  ///
  /// - Throws: ``WebEventError/unsupported(_:control:)`` for events the control does not take.
  func handle(_ event: ClientEvent) throws(WebEventError)
}

extension WebControl {
  /// Rejects every event: the default for display-only controls.
  public func handle(_ event: ClientEvent) throws(WebEventError) {
    throw .unsupported(event.type, control: id)
  }
}
