// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UIControl {
    /// The control events Bond v4 reported, each sent on its own.
    private static let bondEvents: [UIControl.Event] = [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
      .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
      .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]

    /// Bond v4's `bnd_controlEvent`: every control event the control sends (a touch, an
    /// edit, a value change), one event each.
    ///
    /// ```swift
    /// button.bnd_controlEvent.filter { $0 == .touchUpInside }.observe { _ in print("tap") }
    /// ```
    @preconcurrency @MainActor public var bnd_controlEvent: EventProducer<UIControl.Event> {
      bondAssociations.object("bnd_controlEvent") {
        var send: ((UIControl.Event) -> Void)?
        let producer = EventProducer<UIControl.Event> { sink in
          send = sink
          return nil
        }
        for event in Self.bondEvents {
          addAction(UIAction { _ in send?(event) }, for: event)
        }
        return producer
      }
    }

    /// Bond v4's `bnd_enabled`.
    @preconcurrency @MainActor public var bnd_enabled: Observable<Bool> {
      bnd_associatedObservableForValueForKey("enabled", initial: isEnabled) { [weak self] in
        self?.isEnabled = $0
      }
    }
  }

  /// A two-way observable of a property the user changes with `event` (a switch's `isOn`),
  /// kept by `control` under `key`: values sent into it are shown with `set`; a user change
  /// is read with `get` and sent, not shown again.
  @MainActor
  func bondControlObservable<Control: UIControl, Value>(
    _ control: Control, key: String, changedOn event: UIControl.Event,
    get: @escaping (Control) -> Value, set: @escaping (Control, Value) -> Void
  ) -> Observable<Value> {
    control.bondAssociations.object(key) {
      let (observable, userChanged) = BondProperty.twoWay(initial: get(control)) {
        [weak control] value in
        if let control { set(control, value) }
      }
      control.bnd_controlEvent.filter { $0 == event }.observe { [weak control] _ in
        if let control { userChanged(get(control)) }
      }
      return observable
    }
  }
#endif
