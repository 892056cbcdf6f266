/// The line of code that made a binding: where `observe`, `bind`, `bidirectionalBind` or a
/// table binding was called.
///
/// Entry points capture it with default arguments (`#fileID`, `#filePath`, `#line`,
/// `#column`), as Swift Testing's `#expect` does, so a call site pays nothing to provide it.
///
/// ```swift
/// let site = BindingSite()
/// print(site.line > 0)  // prints "true"
/// ```
public struct BindingSite: Hashable, Sendable, CustomStringConvertible {
  /// The file's identifier, `Module/File.swift`.
  public let fileID: String
  /// The file's full path when it was compiled.
  public let filePath: String
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int

  /// Creates a site; the defaults name the caller's own line.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.fileID = fileID.description
    self.filePath = filePath.description
    self.line = Int(line)
    self.column = Int(column)
  }

  /// The module part of ``fileID``: what comes before its first `/`.
  public var module: Substring {
    fileID.prefix { $0 != "/" }
  }

  /// Whether the site is inside one of Kizuna's own library modules (an operator's or an
  /// adapter's internal subscription) rather than in the code of the app or of its tests.
  public var isInsideKizuna: Bool {
    BindingSite.libraryModules.contains(module)
  }

  /// Kizuna's library modules; `KizunaExamples` (the sample screens) is app code.
  static let libraryModules: Set<Substring> = [
    "Kizuna", "KizunaDispatch", "KizunaMachine", "KizunaSwiftUI", "KizunaUIKit", "KizunaAppKit",
    "KizunaBond", "KizunaBondUIKit", "KizunaBondAppKit", "KizunaTestSupport",
    "KizunaMachineTestSupport",
  ]

  /// `File.swift:line` with the module, as in `App/LoginScreen.swift:42`.
  public var description: String { "\(fileID):\(line)" }
}
