import Foundation
import ObjectiveC

///
/// The part Bond v4's `bnd_active` and its test use: a constraint is made inactive and is
/// activated by setting `isActive`. The stand-in lays nothing out. Not main-actor isolated in
/// AppKit's declarations (UIKit's is).
/// No Apple page: searched developer.apple.com/documentation/appkit/nslayoutconstraint
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute
  /// Apple: `enum Attribute`
  public enum Attribute: Int, Sendable {
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/left
    /// Apple: `case left`
    case left = 1
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/right
    /// Apple: `case right`
    case right = 2
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/top
    /// Apple: `case top`
    case top = 3
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/bottom
    /// Apple: `case bottom`
    case bottom = 4
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/leading
    /// Apple: `case leading`
    case leading = 5
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/trailing
    /// Apple: `case trailing`
    case trailing = 6
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/width
    /// Apple: `case width`
    case width = 7
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/height
    case height = 8
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/centerx
    /// Apple: `case centerX`
    case centerX = 9
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/centery
    case centerY = 10
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/lastbaseline
    /// Apple: `case lastBaseline`
    case lastBaseline = 11
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/firstbaseline
    /// Apple: `case firstBaseline`
    case firstBaseline = 12
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/notanattribute
    /// Apple: `case notAnAttribute`
    case notAnAttribute = 0
  }

  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation-swift.enum
  /// Apple: `enum Relation`
  public enum Relation: Int, Sendable {
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nslayoutconstraint/relation-swift.enum/lessthanorequal
    case lessThanOrEqual = -1
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation-swift.enum/equal
    /// Apple: `case equal`
    case equal = 0
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nslayoutconstraint/relation-swift.enum/greaterthanorequal
    case greaterThanOrEqual = 1
  }

  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/isactive
  /// ("For newly created constraints, the isActive property is false by default.")
  /// Apple: `var isActive: Bool { get set }`
  open var isActive: Bool = false
  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/constant
  /// Apple: `var constant: CGFloat { get set }`
  open var constant: CGFloat

  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
  /// Apple: `convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
  /// relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
  /// attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat)`
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(constant: c)
  }

  init(constant: CGFloat) {
    self.constant = constant
    super.init()
  }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
