import Testing

// The Bond v4 UIKit tests run as an executable on the stand-in UIKit (see
// scripts/check-apple-adapters.sh): Swift Testing's entry point.
@main struct BondUIKitTestsMain {
  static func main() async {
    await Testing.__swiftPMEntryPoint() as Never
  }
}
