/// The line of code that made a binding: where `observe`, `bind`, `bidirectionalBind` or a
/// table binding was called.
///
/// Entry points capture it with default arguments (`#fileID`, `#filePath`, `#line`,
/// `#column`), as Swift Testing's `#expect` does, so a call site pays nothing to provide it;
/// the site keeps the compiler's static strings and makes `String`s only when read.
///
/// ```swift
/// let site = BindingSite()
/// print(site.line > 0)  // prints "true"
/// ```
public struct BindingSite: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline package let staticFileID: StaticString
  @usableFromInline package let staticFilePath: StaticString
  @usableFromInline package let staticLine: UInt
  @usableFromInline package let staticColumn: UInt

  /// Creates a site; the defaults name the caller's own line.
  @inlinable
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    staticFileID = fileID
    staticFilePath = filePath
    staticLine = line
    staticColumn = column
  }

  /// The file's identifier, `Module/File.swift`.
  public var fileID: String { staticFileID.description }
  /// The file's full path when it was compiled.
  public var filePath: String { staticFilePath.description }
  /// The line, from 1.
  public var line: Int { Int(staticLine) }
  /// The column, from 1.
  public var column: Int { Int(staticColumn) }

  /// Whether two sites name the same place.
  public static func == (first: BindingSite, second: BindingSite) -> Bool {
    first.staticLine == second.staticLine && first.staticColumn == second.staticColumn
      && first.fileID == second.fileID && first.filePath == second.filePath
  }

  /// Hashes the place.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(filePath)
    hasher.combine(staticLine)
    hasher.combine(staticColumn)
  }

  /// The module part of ``fileID``: what comes before its first `/`.
  public var module: Substring {
    fileID.prefix { $0 != "/" }
  }

  /// Whether the site is inside one of Kizuna's own library modules (an operator's or an
  /// adapter's internal subscription) rather than in the code of the app or of its tests.
  public var isInsideKizuna: Bool {
    // Compared as bytes: the recorder asks for every subscription it records.
    staticFileID.withUTF8Buffer { fileID in
      guard let slash = fileID.firstIndex(of: UInt8(ascii: "/")) else { return false }
      let module = fileID[..<slash]
      return BindingSite.libraryModuleBytes.contains { $0.elementsEqual(module) }
    }
  }

  /// Kizuna's library modules; `KizunaExamples` (the sample screens) is app code. A test
  /// compares them with the library products of Package.swift.
  static let libraryModules: [String] = [
    "Kizuna", "KizunaDispatch", "KizunaMachine", "KizunaSwiftUI", "KizunaUIKit", "KizunaAppKit",
    "KizunaBond", "KizunaBondUIKit", "KizunaBondAppKit", "KizunaTestSupport",
    "KizunaMachineTestSupport", "KizunaRicemill",
  ]

  private static let libraryModuleBytes: [[UInt8]] = libraryModules.map { Array($0.utf8) }

  /// `File.swift:line` with the module, as in `App/LoginScreen.swift:42`.
  public var description: String { "\(fileID):\(line)" }
}
