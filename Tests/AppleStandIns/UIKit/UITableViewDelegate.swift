import Foundation

/// No Apple page: searched developer.apple.com/documentation/uikit/uitableviewdelegate (UIKit's
/// header declares `@protocol UITableViewDelegate<NSObject, UIScrollViewDelegate>`, which Swift
/// imports as a main-actor protocol refining `UIScrollViewDelegate`).
///
/// Its methods are all optional, and no adapter or test implements one, so the stand-in
/// declares none; `UITableViewController` adopts it, as Apple's does.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}
