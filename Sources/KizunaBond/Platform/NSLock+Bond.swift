public import Foundation

extension NSLock {
  /// Bond v4's `NSLock(name:)`: a lock with a name, for debugging.
  ///
  /// ```swift
  /// let lock = NSLock(name: "org.example.cache")
  /// ```
  ///
  /// - Parameter name: The lock's name.
  public convenience init(name: String) {
    self.init()
    self.name = name
  }
}

extension NSRecursiveLock {
  /// Bond v4's `NSRecursiveLock(name:)`: a recursive lock with a name, for debugging.
  ///
  /// - Parameter name: The lock's name.
  public convenience init(name: String) {
    self.init()
    self.name = name
  }
}
