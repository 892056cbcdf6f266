import Foundation

/// https://developer.apple.com/documentation/appkit/nstextfield
@MainActor
open class NSTextField: NSControl {
  /// https://developer.apple.com/documentation/appkit/nstextfield/init(string:)
  public convenience init(string stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
  }

  /// https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithstring:)
  public convenience init(labelWithString stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
  }
}
