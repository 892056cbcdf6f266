// swift-tools-version: 6.2
import PackageDescription

// The sample screens in a browser (KizunaWeb) and the `kizuna-demo` server: a package of its
// own beside the library, so that its web server (Hummingbird, SwiftNIO and their
// dependencies) never reaches an app that depends on Kizuna.
let package = Package(
  name: "KizunaDemo",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "KizunaWeb", targets: ["KizunaWeb"]),
    .executable(name: "kizuna-demo", targets: ["KizunaDemo"]),
  ],
  dependencies: [
    // BindingInspector: the inspector page works in a release build of the demo too.
    .package(name: "Kizuna", path: "..", traits: ["OpenCombine", "BindingInspector"]),
    .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
    // 1.11.0: LogEvent and LogHandler.log(event:), which DisconnectLogHandler implements.
    .package(url: "https://github.com/apple/swift-log", from: "1.11.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
  ],
  targets: [
    .target(
      name: "KizunaWeb",
      dependencies: [
        .product(name: "Kizuna", package: "Kizuna"),
        .product(name: "KizunaExamples", package: "Kizuna"),
        .product(name: "KizunaMachine", package: "Kizuna"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Resources")]
    ),
    .executableTarget(name: "KizunaDemo", dependencies: ["KizunaWeb"]),
    .testTarget(
      name: "KizunaWebTests",
      dependencies: [
        "KizunaWeb",
        .product(name: "Kizuna", package: "Kizuna"),
        .product(name: "KizunaExamples", package: "Kizuna"),
        .product(name: "KizunaTestSupport", package: "Kizuna"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
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
