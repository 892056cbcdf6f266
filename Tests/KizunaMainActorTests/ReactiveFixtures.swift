import Kizuna

// Stand-ins for UIKit controls that keep their reactive storage in a stored property (UIKit
// views keep it in an associated object). Main-actor isolated by the target's default.

/// A text field: `text` as UIKit has it, and the handlers that `.editingChanged` would call.
final class TextField: ReactiveExtensionsProvider {
  let storage = ReactiveStorage()
  var text: String? = nil
  /// Every value the app (not the user) set, in order.
  var setByApp: [String?] = []
  private(set) var editHandlers: [@MainActor @Sendable () -> Void] = []

  static func reactiveStorage(of field: TextField) -> ReactiveStorage { field.storage }

  func onEdit(_ handler: @escaping @MainActor @Sendable () -> Void) {
    editHandlers.append(handler)
  }

  /// What UIKit does when the user types: change the text, then call the handlers.
  func userTypes(_ text: String) {
    self.text = text
    for handler in editHandlers { handler() }
  }
}

extension Reactive where Base == TextField {
  /// The text, two-way, as KizunaUIKit defines `UITextField.reactive.text`.
  var text: ControlProperty<String?> {
    property("text") {
      ControlProperty(
        of: base, get: { $0.text },
        set: { field, text in
          MainActor.preconditionIsolated("the field is set on the main actor")
          field.text = text
          field.setByApp.append(text)
        },
        edits: { field, edited in field.onEdit(edited) })
    }
  }
}

/// A label: one-way `text`.
final class TextLabel: ReactiveExtensionsProvider {
  let storage = ReactiveStorage()
  var text: String? = nil {
    didSet { shown.append(text) }
  }
  /// Every text shown, in order.
  var shown: [String?] = []
  static func reactiveStorage(of label: TextLabel) -> ReactiveStorage { label.storage }
}

extension Reactive where Base == TextLabel {
  var text: BindingTarget<TextLabel, String?> {
    BindingTarget(base) { label, text in label.text = text }
  }
}

/// A button: handlers registered for taps, removable, as `UIControl.addAction(_:for:)`.
final class TapButton: ReactiveExtensionsProvider {
  let storage = ReactiveStorage()
  private var handlers: [Int: @MainActor @Sendable () -> Void] = [:]
  private var nextID = 0
  var handlerCount: Int { handlers.count }
  static func reactiveStorage(of button: TapButton) -> ReactiveStorage { button.storage }

  func addHandler(_ handler: @escaping @MainActor @Sendable () -> Void) -> Int {
    nextID += 1
    handlers[nextID] = handler
    return nextID
  }
  func removeHandler(_ id: Int) { handlers[id] = nil }
  func userTaps() { for handler in handlers.values { handler() } }
}

extension Reactive where Base == TapButton {
  var tap: Signal<Void, Never> {
    events { button, send in
      let id = button.addHandler { send(()) }
      return { [weak button] in button?.removeHandler(id) }
    }
  }
}
