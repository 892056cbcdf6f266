import Foundation

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
/// Apple: `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`
///
/// Its methods are all optional, and no adapter or test implements one, so the stand-in
/// declares none.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
