import Foundation

/// https://developer.apple.com/documentation/appkit/nsappearance
///
/// Not main-actor isolated, not `Sendable` here. Apple hands out one object per name; the
/// stand-in makes a new one at each `init(named:)` and calls two appearances of the same name
/// equal (`isEqual(_:)`), which is what tests compare.
open class NSAppearance: NSObject {
  /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua
    public static let aqua = Name("NSAppearanceNameAqua")
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua
    public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/vibrantlight
    public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/vibrantdark
    public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
  }

  /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property
  open var name: NSAppearance.Name

  /// https://developer.apple.com/documentation/appkit/nsappearance/init(named:)
  public init?(named name: NSAppearance.Name) {
    self.name = name
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool { (object as? NSAppearance)?.name == name }
  open override var hash: Int { name.hashValue }
}
