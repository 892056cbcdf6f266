// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's names, as declared: objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.)
// The part of the Objective-C runtime the adapters use: associated objects.
// https://developer.apple.com/documentation/objectivec/objective-c-runtime

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

/// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {}
