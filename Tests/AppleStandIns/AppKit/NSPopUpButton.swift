import Foundation

/// https://developer.apple.com/documentation/appkit/nspopupbutton
@preconcurrency @MainActor
open class NSPopUpButton: NSButton {
  /// The stored item titles (the stand-in has no menu).
  private var titles: [String] = []
  private var selectedIndex = -1

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/init(frame:pullsdown:)
  public init(frame buttonFrame: NSRect, pullsDown flag: Bool) { super.init(frame: buttonFrame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/additems(withtitles:)
  open func addItems(withTitles itemTitles: [String]) {
    titles += itemTitles
    if selectedIndex < 0, !titles.isEmpty { selectedIndex = 0 }
  }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/indexofselecteditem
  open var indexOfSelectedItem: Int { selectedIndex }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/selectitem(at:)
  open func selectItem(at index: Int) { selectedIndex = index }
}
