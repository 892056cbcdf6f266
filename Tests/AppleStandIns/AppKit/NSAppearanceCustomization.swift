import Foundation

/// https://developer.apple.com/documentation/appkit/nsappearancecustomization
/// Apple: `protocol NSAppearanceCustomization : NSObjectProtocol`
///
/// Not main-actor isolated, as Apple's declaration; `NSView` (main actor) conforms with a
/// `@preconcurrency` conformance (see NSView.swift).
public protocol NSAppearanceCustomization: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/appearance
  /// Apple: `var appearance: NSAppearance? { get set }`
  var appearance: NSAppearance? { get set }
  /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/effectiveappearance
  /// Apple: `var effectiveAppearance: NSAppearance { get }`
  var effectiveAppearance: NSAppearance { get }
}
