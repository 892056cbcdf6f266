#if canImport(Testing)
  import Kizuna
  public import Testing

  /// A Swift Testing trait that records every `RuntimeIssue` reported while a test
  /// runs as an issue of that test: a failure, unless the test expects it with
  /// `withKnownIssue`.
  ///
  /// Put it on a suite or a test. Issues reach the test from code that runs in the test's task
  /// (synchronously, or in tasks it creates); work that another queue runs later reports as a
  /// runtime warning instead.
  ///
  /// ```swift
  /// @Suite(.recordsRuntimeIssues) @MainActor struct TableTests {
  ///   @Test func aSwipeOnARowTheTableDoesNotShowIsReported() {
  ///     withKnownIssue { _ = binder.userDeletedRow(at: ItemPath(section: 5, item: 0)) }
  ///   }
  /// }
  /// ```
  public struct RecordsRuntimeIssues: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with a runtime-issue reporter that records a test issue.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await RuntimeIssue.$reporter.withValue({ issue in
        Issue.record(Comment(rawValue: issue.description))
      }) {
        try await function()
      }
    }
  }

  extension Trait where Self == RecordsRuntimeIssues {
    /// Records every Kizuna runtime issue as an issue of the test.
    public static var recordsRuntimeIssues: Self { RecordsRuntimeIssues() }
  }
#endif
