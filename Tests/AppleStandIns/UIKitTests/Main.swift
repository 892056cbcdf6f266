// The UIKit-style tests: Swift Testing suites that drive KizunaUIKit on the stand-in UIKit as a
// UI test would (typing into fields, flipping switches, tapping, dragging rows), built and run
// by scripts/check-apple-adapters.sh. Arguments are Swift Testing's (`--filter NAME`).
import Foundation
import Testing

@main
enum UIKitTestsMain {
  static func main() async {
    let status: CInt = await Testing.__swiftPMEntryPoint()
    exit(status)
  }
}
