// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Apple's names, as declared: objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.)
// The part of the Objective-C runtime the adapters use: associated objects.
// https://developer.apple.com/documentation/objectivec/objective-c-runtime
//
// They behave as the runtime's do, since the UIKit-style tests run on them: an object keeps
// what is associated with it until it is replaced or the object is deallocated. (The runtime
// releases them in `dealloc`; the stand-in UIKit's root classes call
// `objc_removeAssociatedObjects` in their `deinit` for it.) Every policy retains here.
import Synchronization

/// The associated values of every live object, by object and key.
private let associations = Mutex<[ObjectIdentifier: [Int: Association]]>([:])

/// An associated value, sent across the lock's boundary as the runtime does (unchecked).
private struct Association: @unchecked Sendable {
  let value: Any
}

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
/// Apple: `enum objc_AssociationPolicy`
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_assign
  /// Apple: `case OBJC_ASSOCIATION_ASSIGN`
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain_nonatomic
  /// Apple: `case OBJC_ASSOCIATION_RETAIN_NONATOMIC`
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_copy_nonatomic
  /// Apple: `case OBJC_ASSOCIATION_COPY_NONATOMIC`
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain
  /// Apple: `case OBJC_ASSOCIATION_RETAIN`
  case OBJC_ASSOCIATION_RETAIN = 769
  /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_copy
  /// Apple: `case OBJC_ASSOCIATION_COPY`
  case OBJC_ASSOCIATION_COPY = 771
}

/// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
/// Apple: `func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any?`
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  let id = ObjectIdentifier(object as AnyObject)
  let key = Int(bitPattern: key)
  let association = associations.withLock { $0[id]?[key] }
  return association?.value
}

/// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
/// Apple: `func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
/// _ policy: objc_AssociationPolicy)`
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  let id = ObjectIdentifier(object as AnyObject)
  let key = Int(bitPattern: key)
  let association = value.map { Association(value: $0) }
  let replaced = associations.withLock { associations in
    defer { associations[id, default: [:]][key] = association }
    return associations[id]?[key]
  }
  _ = replaced  // released outside the lock: its deinit may associate objects too
}

/// https://developer.apple.com/documentation/objectivec/objc_removeassociatedobjects(_:)
/// Apple: `func objc_removeAssociatedObjects(_ object: Any)`
public func objc_removeAssociatedObjects(_ object: Any) {
  let id = ObjectIdentifier(object as AnyObject)
  let removed = associations.withLock { $0.removeValue(forKey: id) }
  _ = removed  // released outside the lock
}
