import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// Apple: `@MainActor class NSLayoutConstraint`
///
/// The part Bond v4's `bnd_active` and its test use: a constraint is made inactive and is
/// activated by setting `isActive`. The stand-in lays nothing out.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
  /// Apple: `enum Attribute`
  public enum Attribute: Int, Sendable {
    /// Apple: `case left`
    case left = 1
    /// Apple: `case right`
    case right = 2
    /// Apple: `case top`
    case top = 3
    /// Apple: `case bottom`
    case bottom = 4
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading
    /// Apple: `case leading`
    case leading = 5
    /// Apple: `case trailing`
    case trailing = 6
    /// Apple: `case width`
    case width = 7
    /// Apple: `case height`
    case height = 8
    /// Apple: `case centerX`
    case centerX = 9
    /// Apple: `case centerY`
    case centerY = 10
    /// Apple: `case lastBaseline`
    case lastBaseline = 11
    /// Apple: `case firstBaseline`
    case firstBaseline = 12
    /// Apple: `case notAnAttribute`
    case notAnAttribute = 0
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.enum
  /// Apple: `enum Relation`
  public enum Relation: Int, Sendable {
    /// Apple: `case lessThanOrEqual`
    case lessThanOrEqual = -1
    /// Apple: `case equal`
    case equal = 0
    /// Apple: `case greaterThanOrEqual`
    case greaterThanOrEqual = 1
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  /// Apple: `var isActive: Bool { get set }`
  /// ("The default value of this property is false.")
  open var isActive: Bool = false
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  /// Apple: `var constant: CGFloat { get set }`
  open var constant: CGFloat

  /// No Apple page: searched
  /// developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
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
