// swift-tools-version: 6.2
import PackageDescription

// kizuna-bench: Kizuna against hand-written closures, OpenCombine and the standard library's
// `difference(from:)`. A package of its own (as swift-nio keeps Benchmarks/Package.swift), so
// that the peers it measures never reach an app that depends on Kizuna.
let package = Package(
  name: "KizunaBenchmarks",
  platforms: [.macOS(.v14)],
  // `--traits BindingInspector` measures Kizuna with the binding inspector compiled in
  // (scripts/perf-gate.sh --recording-cost); the gate measures the default build, without it.
  traits: [
    .trait(name: "BindingInspector", description: "Kizuna's BindingInspector trait.")
  ],
  dependencies: [
    .package(
      name: "Kizuna", path: "..",
      traits: [.trait(name: "BindingInspector", condition: .when(traits: ["BindingInspector"]))]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "kizuna-bench",
      dependencies: [
        .product(name: "Kizuna", package: "Kizuna"), "CKizunaBenchSupport",
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "KizunaBench"
    ),
    .target(name: "CKizunaBenchSupport", path: "CKizunaBenchSupport"),
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
