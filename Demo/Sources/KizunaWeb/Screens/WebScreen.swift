public import Kizuna

/// A screen's server-side controller, the web twin of a UIKit view controller: it owns the
/// view model and the bindings between it and the page's controls.
///
/// One is created per browser tab and released when the tab's WebSocket closes.
public protocol WebScreen: AnyObject, Sendable {}

/// How to serve one screen: its URL path, its HTML, and how to make its controller.
public struct WebScreenDescriptor: Sendable {
  /// The URL path, without a slash: "sign-up".
  public let path: String
  /// The page title.
  public let title: String
  /// One line for the index page.
  public let summary: String
  /// The page's HTML body (static markup; the ids name the controls).
  public let body: String
  /// Creates the screen's controller on `page`, with the scheduler for simulated requests.
  public let make: @Sendable (_ page: WebPage, _ scheduler: any SignalScheduler) -> any WebScreen

  /// Creates a descriptor.
  public init(
    path: String, title: String, summary: String, body: String,
    make: @escaping @Sendable (_ page: WebPage, _ scheduler: any SignalScheduler) -> any WebScreen
  ) {
    self.path = path
    self.title = title
    self.summary = summary
    self.body = body
    self.make = make
  }

  /// The screens only a test server serves (`kizuna-demo --testing`): a field the server
  /// rewrites, for checking the caret under latency.
  public static var testing: [WebScreenDescriptor] {
    [NormalizingFieldScreen.descriptor]
  }

  /// The five sample screens, in the order of the index page.
  public static var samples: [WebScreenDescriptor] {
    [
      SignUpScreen.descriptor, MessageComposerScreen.descriptor, CounterScreen.descriptor,
      FavouritesScreen.descriptor, SectionedInputsScreen.descriptor,
    ]
  }
}
