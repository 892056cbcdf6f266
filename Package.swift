// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Kizuna",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Kizuna", targets: ["Kizuna"]),
    .library(name: "KizunaTestSupport", targets: ["KizunaTestSupport"]),
    .library(name: "KizunaExamples", targets: ["KizunaExamples"]),
    .library(name: "KizunaDispatch", targets: ["KizunaDispatch"]),
    .library(name: "KizunaMachine", targets: ["KizunaMachine"]),
    .library(name: "KizunaMachineTestSupport", targets: ["KizunaMachineTestSupport"]),
    .library(name: "KizunaRicemill", targets: ["KizunaRicemill"]),
    .library(name: "KizunaSwiftUI", targets: ["KizunaSwiftUI"]),
    .library(name: "KizunaUIKit", targets: ["KizunaUIKit"]),
    .library(name: "KizunaAppKit", targets: ["KizunaAppKit"]),
    .library(name: "KizunaBond", targets: ["KizunaBond"]),
    .library(name: "KizunaBondUIKit", targets: ["KizunaBondUIKit"]),
    .library(name: "KizunaBondAppKit", targets: ["KizunaBondAppKit"]),
  ],
  // KizunaMachine is built on Combine. Where Combine is missing (Linux), it uses OpenCombine,
  // behind this trait: a package that depends on Kizuna without it does not even resolve
  // OpenCombine (SwiftPM prunes the dependencies of disabled traits; a platform condition alone
  // does not). The web demo and the benchmark live in their own packages (Demo/, Benchmarks/)
  // so that their dependencies never reach library users.
  traits: [
    .trait(
      name: "OpenCombine",
      description: "KizunaMachine on platforms without Combine (Linux), through OpenCombine."),
    // Debug builds always have the binding inspector (LiveBindings, expectNoLeaks); a release
    // build has it only with this trait, and otherwise compiles every entry point exactly as it
    // would be without the inspector.
    .trait(
      name: "BindingInspector",
      description: "LiveBindings and expectNoLeaks in release builds too (debug builds have them)."),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .target(
      name: "Kizuna",
      dependencies: [
        "CKizunaPlatform",
        // Only Apple systems older than iOS 18 / macOS 15 need swift-atomics (no
        // Synchronization.Atomic there); Linux uses the toolchain's Atomic.
        .product(
          name: "Atomics", package: "swift-atomics",
          condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst])),
      ]
    ),
    .target(name: "CKizunaPlatform"),
    .target(name: "KizunaDispatch", dependencies: ["Kizuna"]),
    .testTarget(
      name: "KizunaDispatchTests",
      dependencies: ["KizunaDispatch", "Kizuna", "KizunaTestSupport"]
    ),
    .target(name: "KizunaTestSupport", dependencies: ["Kizuna"]),
    .target(name: "KizunaUIKit", dependencies: ["Kizuna"]),
    .target(name: "KizunaAppKit", dependencies: ["Kizuna"]),
    // Bond v4.3.1's public API built on the core, for code written against the articles.
    .target(name: "KizunaBond", dependencies: ["Kizuna"]),
    // Bond v4's UIKit spellings (`bnd_text`, the proxy data source) over KizunaUIKit.
    .target(name: "KizunaBondUIKit", dependencies: ["KizunaBond", "KizunaUIKit"]),
    // Bond v4's AppKit spellings (`bnd_state`, `bnd_string`, the table delegate) over KizunaAppKit.
    .target(name: "KizunaBondAppKit", dependencies: ["KizunaBond", "KizunaAppKit"]),
    .testTarget(
      name: "KizunaBondTests", dependencies: ["KizunaBond", "Kizuna", "KizunaTestSupport"]),

    .testTarget(name: "KizunaTests", dependencies: ["Kizuna", "KizunaTestSupport"]),
    .target(name: "KizunaExamples", dependencies: ["Kizuna", "KizunaMachine"]),
    .testTarget(
      name: "KizunaExamplesTests",
      dependencies: ["KizunaExamples", "Kizuna", "KizunaMachine", "KizunaTestSupport"]
    ),
    .testTarget(
      // Kizuna, KizunaMachine, Combine (OpenCombine on Linux) and Observation in one file, with
      // no module qualification: Kizuna's names must live beside Combine's.
      name: "KizunaCoexistenceTests",
      dependencies: [
        "Kizuna", "KizunaMachine", "KizunaTestSupport",
        .product(
          name: "OpenCombine", package: "OpenCombine",
          condition: .when(platforms: [.linux], traits: ["OpenCombine"])),
      ]
    ),
    .testTarget(
      name: "KizunaMainActorTests",
      dependencies: ["Kizuna"],
      // Like an app target in Xcode: main-actor isolation by default.
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .target(
      name: "KizunaMachine",
      dependencies: [
        "Kizuna",
        .product(
          name: "OpenCombine", package: "OpenCombine",
          condition: .when(platforms: [.linux], traits: ["OpenCombine"])),
      ]
    ),
    // KizunaMachine under Ricemill's current names (`Machine<ViewModel>`), for Ricemill code.
    .target(name: "KizunaRicemill", dependencies: ["KizunaMachine"]),
    .testTarget(
      name: "KizunaRicemillTests",
      dependencies: ["KizunaRicemill", "KizunaMachine", "KizunaMachineTestSupport"]
    ),
    // SwiftUI adapters (Apple platforms only; compiled on Linux against stand-ins by
    // scripts/check-apple-adapters.sh).
    .target(name: "KizunaSwiftUI", dependencies: ["Kizuna", "KizunaMachine"]),
    .target(
      name: "KizunaMachineTestSupport",
      dependencies: ["KizunaMachine", "Kizuna"]
    ),
    .testTarget(
      name: "KizunaMachineTests",
      dependencies: ["KizunaMachine", "KizunaMachineTestSupport", "Kizuna", "KizunaTestSupport"]
    ),
  ]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InferIsolatedConformances"),
      .enableUpcomingFeature("ImmutableWeakCaptures"),
    ]
}
