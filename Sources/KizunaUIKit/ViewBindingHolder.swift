#if canImport(UIKit) && !os(watchOS)
  internal import Foundation

  /// Keeps a table's or collection view's binding alive as long as the view: kept in the
  /// view's reactive storage under ``key``, so that a new binding of the view releases the
  /// previous one, whatever its generic parameters.
  @MainActor
  final class ViewBindingHolder {
    /// The storage key of a view's binding.
    static let key = "KizunaUIKit.binding"
    /// The binding (the view's data source).
    let binding: NSObject

    init(_ binding: NSObject) { self.binding = binding }
  }
#endif
