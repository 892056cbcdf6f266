// A bar button item's taps, driven as a user would tap it, on the stand-in UIKit (whose
// primaryAction copies the action's title and image onto the item, as Apple documents).
import Kizuna
import KizunaTestSupport
import KizunaUIKit
import Testing
@_spi(StandIn) import UIKit

@MainActor
@Suite struct BarButtonItemTests {
  @Test func observingTapsKeepsTheItemsTitleAndImage() {
    let item = UIBarButtonItem()
    let image = UIImage()
    item.title = "Done"
    item.image = image
    let taps = EventRecorder<Void, Never>()
    let bag = DisposeBag()
    item.reactive.tap.observe(with: taps.record).dispose(in: bag)
    #expect(item.title == "Done")
    #expect(item.image === image)
    item.simulateTap()
    item.simulateTap()
    #expect(taps.values.count == 2)
  }

  @Test func anItemWithOnlyAnImageKeepsItsImage() {
    let item = UIBarButtonItem()
    let image = UIImage()
    item.image = image
    let bag = DisposeBag()
    item.reactive.tap.observeNext {}.dispose(in: bag)
    #expect(item.image === image)
    #expect(item.title?.isEmpty ?? true)
  }
}
