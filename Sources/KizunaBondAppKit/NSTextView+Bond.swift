// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  extension NSTextView {
    /// Bond v4's `bnd_string`: the text view's `string`, two-way.
    ///
    /// Values sent into it are shown and are not sent back; what the user types is sent at
    /// each edit, with `NSText.didChangeNotification`. (Bond v4 listened for
    /// `NSTextViewDidChangeTypingAttributesNotification`, which AppKit posts when the typing
    /// attributes change, not at each edit.)
    ///
    /// ```swift
    /// viewModel.message.bidirectionalBindTo(messageView.bnd_string).disposeIn(bnd_bag)
    /// ```
    @preconcurrency @MainActor public var bnd_string: Observable<String> {
      bondAssociations.object("bnd_string") {
        let (observable, userChanged) = BondProperty.twoWay(initial: string) {
          [weak self] text in self?.string = text
        }
        NotificationCenter.default
          .bnd_notification(NSText.didChangeNotification, object: self)
          .observe { [weak self] _ in
            if let self { userChanged(self.string) }
          }
          .disposeIn(bnd_bag)
        return observable
      }
    }
  }
#endif
