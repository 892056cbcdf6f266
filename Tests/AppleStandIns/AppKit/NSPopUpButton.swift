import Foundation

/// https://developer.apple.com/documentation/appkit/nspopupbutton
/// Apple: `class NSPopUpButton`
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSPopUpButton: NSButton {
  /// The stored item titles (the stand-in has no menu).
  private var titles: [String] = []
  private var selectedIndex = -1

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/init(frame:pullsdown:)
  /// Apple: `init(frame buttonFrame: NSRect, pullsDown flag: Bool)`
  public init(frame buttonFrame: NSRect, pullsDown flag: Bool) { super.init(frame: buttonFrame) }
  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:) (`required`: see
  /// NSView.swift)
  /// Apple: `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/additems(withtitles:)
  /// Apple: `func addItems(withTitles itemTitles: [String])`
  open func addItems(withTitles itemTitles: [String]) {
    titles += itemTitles
    if selectedIndex < 0, !titles.isEmpty { selectedIndex = 0 }
  }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/indexofselecteditem
  open var indexOfSelectedItem: Int { selectedIndex }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/selectitem(at:)
  /// Apple: `func selectItem(at index: Int)`
  open func selectItem(at index: Int) { selectedIndex = index }
}
