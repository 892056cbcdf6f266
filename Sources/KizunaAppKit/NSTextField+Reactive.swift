#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSTextField {
    /// The field's text, two-way: what the user types is sent at each change
    /// (`NSControl.textDidChangeNotification`), and values sent in are shown without coming
    /// back as edits.
    ///
    /// ```swift
    /// viewModel.loginID.bidirectionalBind(to: loginField.reactive.stringValue).dispose(in: bag)
    /// ```
    public var stringValue: ControlProperty<String> {
      property("stringValue") {
        ControlProperty(
          of: base, get: { $0.stringValue }, set: { $0.stringValue = $1 },
          edits: { field, edited in
            let observation = ControlTextDidChangeObservation(of: field, edited)
            // The field's bag ends with the field: then the observer is removed.
            field.reactive.bag.insert(
              BlockDisposable {
                MainActorScheduler.shared.execute {
                  MainActor.assumeIsolated { observation.end() }
                }
              })
          })
      }
    }

    /// The text a label shows, one-way; `nil` shows nothing (a `String` signal binds too).
    ///
    /// ```swift
    /// viewModel.warning.bind(to: warningLabel.reactive.text).dispose(in: bag)
    /// ```
    public var text: BindingTarget<Base, String?> {
      BindingTarget(base) { field, text in field.stringValue = text ?? "" }
    }
  }
#endif
