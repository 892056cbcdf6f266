import Foundation

/// https://developer.apple.com/documentation/appkit/nsappearancecustomization
@preconcurrency @MainActor
public protocol NSAppearanceCustomization: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/appearance
  var appearance: NSAppearance? { get set }
  /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/effectiveappearance
  var effectiveAppearance: NSAppearance { get }
}
