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
  /// Apple: `var indexOfSelectedItem: Int { get }`
  open var indexOfSelectedItem: Int { selectedIndex }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/selectitem(at:)
  /// Apple: `func selectItem(at index: Int)`
  open func selectItem(at index: Int) { selectedIndex = index }

  /// Not Apple API: the user opens the pop-up menu and chooses the item at `index`, which
  /// becomes the selected item
  /// (https://developer.apple.com/documentation/appkit/nspopupbutton/indexofselecteditem), and
  /// the button sends its action to its target with `sendAction(_:to:)`, as a control does
  /// when the user chooses in it
  /// (https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)). A
  /// disabled button does not open. Reached only with `@_spi(StandIn) import AppKit`.
  @_spi(StandIn) public func simulateChoose(itemAt index: Int) {
    userManipulates { selectItem(at: index) }
  }
}
