// swift-tools-version: 6.2
import PackageDescription

// The seeds' Bond v4 code that needs no UIKit, as the articles print it (only the changes the
// Swift language forces; each file's header lists them), as an app would bring it: a package of
// its own that depends on KizunaBond, built in Swift 5 language mode as a 2016 app's code builds
// today. Its files are the practical-samples article's SignUpVM and TextInputTableCellVM, and
// the mini Bond article's Story on the closest KizunaBond type.
//
// This package is the one home of those files. The seeds' UIKit code (the view controllers and
// the cell, Tests/AppleStandIns/Bond) uses them too: scripts/check-apple-adapters.sh compiles
// BondSeeds/Sources/BondSeeds/*.swift into that module from here, so that each article file
// exists once, and the view models run both here (any platform, SwiftPM's test runner) and
// behind their screens on the stand-in UIKit. The message composer of the 2023 post has no
// view model (its logic is in its view controller), so its comparison with KizunaExamples
// runs in Tests/AppleStandIns/BondUIKitTests.
//
// RicemillSeeds holds Ricemill-shaped code written for this package (Ricemill's own files stay
// in Ricemill's repository): view models that are their own resolvers (`Machine<ViewModel>`),
// with `import KizunaRicemill`, and helpers with no isolation, in Swift 5 mode as a Ricemill app
// compiles them; RicemillSeedsTests (Swift 6) drives them.
//
// Its tests (Swift 6) compare each view model with its KizunaExamples counterpart. The check,
// scripts/check-bond-seeds.sh, allows only the warnings Swift 5 mode gives for concurrency.
// Run: `swift test --package-path BondSeeds`.
let package = Package(
  name: "BondSeeds",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Kizuna", path: "..", traits: ["OpenCombine"])
  ],
  targets: [
    .target(
      name: "BondSeeds",
      dependencies: [.product(name: "KizunaBond", package: "Kizuna")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
      name: "RicemillSeeds",
      dependencies: [.product(name: "KizunaRicemill", package: "Kizuna")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "RicemillSeedsTests",
      dependencies: [
        "RicemillSeeds",
        .product(name: "KizunaRicemill", package: "Kizuna"),
        .product(name: "KizunaMachineTestSupport", package: "Kizuna"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "BondSeedsTests",
      dependencies: [
        "BondSeeds",
        .product(name: "Kizuna", package: "Kizuna"),
        .product(name: "KizunaBond", package: "Kizuna"),
        .product(name: "KizunaExamples", package: "Kizuna"),
        .product(name: "KizunaTestSupport", package: "Kizuna"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
