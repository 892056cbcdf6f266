// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  extension NSTextField {
    /// Bond v4's `bnd_text`: the field's `stringValue`, two-way.
    ///
    /// Values sent into it are shown and are not sent back. What the user types is sent at
    /// each edit (`NSControl.textDidChangeNotification`), and the text is sent again when the
    /// field sends its action (Return, the end of editing) if it differs from the last value
    /// sent, which is when Bond v4 sent it (through `bnd_controlEvent`, so the field's target
    /// and action become KizunaBondAppKit's, as in Bond v4).
    ///
    /// ```swift
    /// viewModel.name.bidirectionalBindTo(nameField.bnd_text).disposeIn(bnd_bag)
    /// // The user types "Ann": viewModel.name.value == "Ann"
    /// ```
    @preconcurrency @MainActor public var bnd_text: Observable<String> {
      bondAssociations.object("bnd_text") {
        let (observable, userChanged) = BondProperty.twoWay(initial: stringValue) {
          [weak self] text in self?.stringValue = text
        }
        NotificationCenter.default
          .bnd_notification(NSControl.textDidChangeNotification, object: self)
          .observe { [weak self] _ in
            if let self { userChanged(self.stringValue) }
          }
          .disposeIn(bnd_bag)
        bnd_controlEvent.observeNew { [weak self, weak observable] _ in
          guard let self, let observable, observable.value != self.stringValue else { return }
          userChanged(self.stringValue)
        }
        return observable
      }
    }
  }
#endif
