import Foundation

/// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate
///
/// Every requirement is optional in Apple's declaration; the adapters use none.
@preconcurrency @MainActor
public protocol NSControlTextEditingDelegate: NSObjectProtocol {}
