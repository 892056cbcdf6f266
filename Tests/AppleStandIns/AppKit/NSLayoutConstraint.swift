import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nslayoutconstraint
///
/// The part Bond v4's `bnd_active` and its test use: a constraint is made inactive and is
/// activated by setting `isActive`. The stand-in lays nothing out. Not main-actor isolated in
/// AppKit's declarations (UIKit's is).
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case notAnAttribute = 0
  }

  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/isactive
  /// ("The default value of this property is false.")
  open var isActive: Bool = false
  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/constant
  open var constant: CGFloat

  /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
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
