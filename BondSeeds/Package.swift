// swift-tools-version: 6.2
import PackageDescription

// The seeds' Bond v4 code (the articles' sign-up and message-composer view models and the
// sectioned table set-up, in modern Swift syntax) as an app would bring it: a package of its
// own that depends on KizunaBond. Every Bond v4 spelling it uses is a deprecated shim, so this
// package builds with deprecation warnings, each naming the Kizuna spelling to move to; that
// is what KizunaBond is for, and why these tests are not a target of the library package
// (whose targets build with no warnings at all). Its tests compare each Bond v4 view model with
// its KizunaExamples counterpart. Run: `swift test --package-path BondSeeds`.
let package = Package(
  name: "BondSeeds",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Kizuna", path: "..", traits: ["OpenCombine"])
  ],
  targets: [
    .target(
      name: "BondSeeds",
      dependencies: [.product(name: "KizunaBond", package: "Kizuna")]
    ),
    .testTarget(
      name: "BondSeedsTests",
      dependencies: [
        "BondSeeds",
        .product(name: "KizunaBond", package: "Kizuna"),
        .product(name: "KizunaExamples", package: "Kizuna"),
        .product(name: "KizunaTestSupport", package: "Kizuna"),
      ]
    ),
  ]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [.swiftLanguageMode(.v6)]
}
