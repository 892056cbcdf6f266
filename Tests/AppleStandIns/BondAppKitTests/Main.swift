import Testing

// The Bond v4 AppKit tests run as an executable on the stand-in AppKit (see
// scripts/check-apple-adapters.sh): Swift Testing's entry point.
@main struct BondAppKitTestsMain {
  static func main() async {
    await Testing.__swiftPMEntryPoint() as Never
  }
}
