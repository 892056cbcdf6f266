import Foundation

/// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate
/// Apple: `protocol NSControlTextEditingDelegate : NSObjectProtocol`
///
/// Every requirement is optional in Apple's declaration; the adapters use none.
public protocol NSControlTextEditingDelegate: NSObjectProtocol {}
