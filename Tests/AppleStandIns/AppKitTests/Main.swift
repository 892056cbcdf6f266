// The AppKit-style tests: Swift Testing suites that drive every KizunaAppKit adapter on the
// stand-in AppKit as a user would (clicking, typing, dragging a slider, choosing a segment or a
// pop-up item, flipping a switch), built and run by scripts/check-apple-adapters.sh. Arguments
// are Swift Testing's (`--filter NAME`).
import Foundation
import Testing

@main
enum AppKitTestsMain {
  static func main() async {
    let status: CInt = await Testing.__swiftPMEntryPoint()
    exit(status)
  }
}
