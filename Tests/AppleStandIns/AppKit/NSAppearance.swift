import Foundation

/// https://developer.apple.com/documentation/appkit/nsappearance
/// Apple: `class NSAppearance`
///
/// Not main-actor isolated, not `Sendable` here. Apple hands out one object per name; the
/// stand-in makes a new one at each `init(named:)` and calls two appearances of the same name
/// equal (`isEqual(_:)`), which is what tests compare.
open class NSAppearance: NSObject {
  /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct
  /// Apple: `struct Name`
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/rawvalue
    public let rawValue: String
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua
    /// Apple: `static let aqua: NSAppearance.Name`
    public static let aqua: NSAppearance.Name = Name("NSAppearanceNameAqua")
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua
    /// Apple: `static let darkAqua: NSAppearance.Name`
    public static let darkAqua: NSAppearance.Name = Name("NSAppearanceNameDarkAqua")
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/vibrantlight
    /// Apple: `static let vibrantLight: NSAppearance.Name`
    public static let vibrantLight: NSAppearance.Name = Name("NSAppearanceNameVibrantLight")
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/vibrantdark
    public static let vibrantDark: NSAppearance.Name = Name("NSAppearanceNameVibrantDark")
  }

  private let storedName: NSAppearance.Name

  /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property
  /// Apple: `var name: NSAppearance.Name { get }`
  open var name: NSAppearance.Name { storedName }

  /// https://developer.apple.com/documentation/appkit/nsappearance/init(named:)
  /// Apple: `init?(named name: NSAppearance.Name)`
  public init?(named name: NSAppearance.Name) {
    storedName = name
    super.init()
  }

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  /// Apple: `func isEqual(_ object: Any?) -> Bool`
  open override func isEqual(_ object: Any?) -> Bool { (object as? NSAppearance)?.name == name }
  /// `NSObject`'s hash, consistent with ``isEqual(_:)``.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  /// Apple: `var hash: Int { get }`
  open override var hash: Int { name.hashValue }
}
