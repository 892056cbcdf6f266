import Foundation
import Testing

@testable import Kizuna

/// `BindingSite.libraryModules` decides which call sites are Kizuna's own (their
/// subscriptions are edges of the app's binding, not bindings); it must name every library
/// product of the package but the sample screens, which are app code.
@Suite struct LibraryModulesTests {
  @Test func theyAreThePackagesLibraryProductsButTheSampleScreens() throws {
    let packageURL = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Package.swift")
    let manifest = try String(contentsOf: packageURL, encoding: .utf8)
    let products = manifest.matches(of: /\.library\(\s*name:\s*"([A-Za-z]+)"/).map {
      String($0.output.1)
    }
    #expect(products.count > 5)  // the manifest was read and matched
    #expect(Set(BindingSite.libraryModules) == Set(products).subtracting(["KizunaExamples"]))
  }
}
