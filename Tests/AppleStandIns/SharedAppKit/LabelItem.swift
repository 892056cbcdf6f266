// Compiled into the AppKit runs of scripts/check-apple-adapters.sh (the table run and the
// AppKit-style tests).
import AppKit

/// A collection view item showing a string in its text field (which it keeps: the stand-in's
/// `textField` is weak, as Apple's outlet is); the stand-in's oracle reads the field.
@MainActor
final class LabelItem: NSCollectionViewItem {
  private let label: NSTextField

  init(_ text: String) {
    label = NSTextField(labelWithString: text)
    super.init(nibName: nil, bundle: nil)
    textField = label
  }

  required init?(coder: NSCoder) { nil }
}
