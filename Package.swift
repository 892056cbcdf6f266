// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Kizuna",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Kizuna", targets: ["Kizuna"]),
    .library(name: "KizunaTestSupport", targets: ["KizunaTestSupport"]),
    .library(name: "KizunaExamples", targets: ["KizunaExamples"]),
    .library(name: "KizunaWeb", targets: ["KizunaWeb"]),
    .executable(name: "kizuna-demo", targets: ["KizunaDemo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
  ],
  targets: [
    .target(
      name: "Kizuna",
      dependencies: [.product(name: "Atomics", package: "swift-atomics")]
    ),
    .target(name: "KizunaTestSupport", dependencies: ["Kizuna"]),
    .testTarget(name: "KizunaTests", dependencies: ["Kizuna", "KizunaTestSupport"]),
    .target(name: "KizunaExamples", dependencies: ["Kizuna"]),
    .testTarget(
      name: "KizunaExamplesTests",
      dependencies: ["KizunaExamples", "Kizuna", "KizunaTestSupport"]
    ),
    .target(
      name: "KizunaWeb",
      dependencies: [
        "Kizuna", "KizunaExamples",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ],
      resources: [.copy("Resources")]
    ),
    .executableTarget(name: "KizunaDemo", dependencies: ["KizunaWeb"]),
    .testTarget(
      name: "KizunaWebTests",
      dependencies: [
        "KizunaWeb", "KizunaExamples", "Kizuna", "KizunaTestSupport",
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
      ]
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
