internal import CKizunaPlatform

/// A problem that a user's gesture or an app's timing caused, and that Kizuna recovered from
/// instead of stopping the program.
///
/// A table callback that names a row the binder does not show, or a change set that does not
/// start from what the table shows, is such a problem: the binder reloads the table and
/// reports it. Programmer errors (a bad index passed to an array, a data-source question about
/// a row that does not exist) still stop the program with a message naming the bad index and
/// the valid range.
///
/// Issues go to ``reporter`` of the current task; without one, debug builds print a runtime
/// warning on standard error and release builds stay silent. Under Swift Testing,
/// `KizunaTestSupport`'s `.recordsRuntimeIssues` trait turns every issue into a test issue
/// (a failure unless expected with `withKnownIssue`).
///
/// ```swift
/// RuntimeIssue.$reporter.withValue({ issue in print(issue.message) }) {
///   RuntimeIssue.report("the row moved away")
/// }
/// // prints "the row moved away"
/// ```
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
  /// What happened and what Kizuna did about it.
  public var message: String

  /// Creates an issue.
  public init(message: String) {
    self.message = message
  }

  /// `Kizuna runtime warning: ` and the message.
  public var description: String { "Kizuna runtime warning: \(message)" }

  /// Who hears of issues reported in the current task; `nil` (the default) prints a runtime
  /// warning on standard error in debug builds and nothing in release builds.
  ///
  /// Set it for a scope with `RuntimeIssue.$reporter.withValue(_:operation:)`. The reporter
  /// runs on the thread that reports, synchronously.
  @TaskLocal public static var reporter: (@Sendable (RuntimeIssue) -> Void)?

  /// Reports `message` to the current task's ``reporter``, or as a runtime warning.
  ///
  /// - Parameter message: What happened and what Kizuna did about it.
  public static func report(_ message: String) {
    let issue = RuntimeIssue(message: message)
    if let reporter {
      reporter(issue)
      return
    }
    #if DEBUG
      kizuna_write_stderr(issue.description + "\n")
    #endif
  }
}
