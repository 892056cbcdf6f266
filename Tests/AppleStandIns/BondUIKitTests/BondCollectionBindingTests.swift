// KizunaBondUIKit's `bindTo(_:proxyDataSource:createCell:)` for a UICollectionView, on the
// stand-in collection view whose batches go to the table-update oracle: Bond v4's own use
// (`data.lift().bindTo(collectionView)`), each kind of change, the proxy, user moves and a
// random run.
import Foundation
import Kizuna
import KizunaBond
import KizunaBondUIKit
import KizunaTestSupport
import Testing
@_spi(StandIn) import UIKit

@MainActor
final class RecordingCollectionProxy: BNDCollectionViewProxyDataSource {
  var arrays: KizunaBond.ObservableArray<KizunaBond.ObservableArray<String>>?
  var reloads = false

  func collectionView(
    _ collectionView: UICollectionView, canMoveItemAtIndexPath indexPath: IndexPath
  ) -> Bool { indexPath.item > 0 }
  func collectionView(
    _ collectionView: UICollectionView, moveItemAtIndexPath sourceIndexPath: IndexPath,
    toIndexPath destinationIndexPath: IndexPath
  ) {
    guard let arrays else { return }
    let data = arrays[sourceIndexPath.section].removeAtIndex(sourceIndexPath.item)
    arrays[destinationIndexPath.section].insert(data, atIndex: destinationIndexPath.item)
  }
  func shouldReloadInsteadOfUpdateCollectionView(_ collectionView: UICollectionView) -> Bool {
    reloads
  }
}

@MainActor
@Suite("bindTo(collectionView) of nested observable arrays (Bond v4 on UIKit)")
struct BondCollectionBindingTests {
  let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  func bind(
    _ arrays: KizunaBond.ObservableArray<KizunaBond.ObservableArray<String>>,
    proxy: RecordingCollectionProxy? = nil
  ) -> any DisposableType {
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    proxy?.arrays = arrays
    return arrays.bindTo(view, proxyDataSource: proxy) { indexPath, arrays, view in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      cell.accessibilityLabel = arrays[indexPath.section][indexPath.item]
      return cell
    }
  }

  func expectShows(
    _ arrays: KizunaBond.ObservableArray<KizunaBond.ObservableArray<String>>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(view.oracle.errors.isEmpty, sourceLocation: sourceLocation)
    #expect(
      view.oracle.shown.map { $0.items } == arrays.array.map { $0.array.map { $0 } },
      sourceLocation: sourceLocation)
  }

  @Test("Bond v4's use: a lifted array is one section; each change is one batch")
  func liftedArray() {
    let data = KizunaBond.ObservableArray(["1", "2", "3"])
    let sections = data.lift()
    let binding = bind(sections)
    #expect(view.numberOfItems(inSection: 0) == 3)
    data.append("4")
    #expect(view.oracle.acceptedBatches.last == [.insertRows([ItemPath(section: 0, item: 3)])])
    data.removeAtIndex(0)
    data[0] = "two"
    sections.append(KizunaBond.ObservableArray(["x"]))
    sections[0] = KizunaBond.ObservableArray(["replaced"])
    #expect(view.oracle.acceptedBatches.last == [.reloadSections([0])])
    expectShows(sections)
    binding.dispose()
    let batches = view.oracle.batchCount
    sections[1].append("y")
    #expect(view.oracle.batchCount == batches)
  }

  @Test("the proxy: moving, reload instead of animating")
  func proxy() async {
    let arrays = KizunaBond.ObservableArray([
      KizunaBond.ObservableArray(["a", "b"]), KizunaBond.ObservableArray(["c"]),
    ])
    let proxy = RecordingCollectionProxy()
    _ = bind(arrays, proxy: proxy)
    let dataSource = view.dataSource!
    #expect(dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)) == false)
    #expect(dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)) == true)
    view.simulateUserMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1))
    await flushMainActor()
    #expect(arrays.array.map(\.array) == [["a"], ["c", "b"]])
    expectShows(arrays)
    proxy.reloads = true
    let reloads = view.oracle.reloadCount
    arrays[0].append("d")
    #expect(view.oracle.reloadCount == reloads + 1)
    expectShows(arrays)
  }

  @Test("random changes and user moves: every batch accepted, the view shows the arrays")
  func randomRun() async {
    let steps = Int(ProcessInfo.processInfo.environment["KIZUNA_STAND_IN_STEPS"] ?? "") ?? 2_000
    var random = SeededGenerator(seed: 21)
    let arrays = KizunaBond.ObservableArray([
      KizunaBond.ObservableArray(["a", "b"]), KizunaBond.ObservableArray(["c"]),
    ])
    let proxy = RecordingCollectionProxy()
    _ = bind(arrays, proxy: proxy)
    var names = 0
    var moves = 0  // the user's drags the proxy let through (not item 0, not in place)
    for step in 1...steps {
      names += 1
      let name = "n\(names)"
      let sections = arrays.array
      let section = random.next(below: sections.count)
      let rows = sections[section]
      switch random.next(below: 8) {
      case 0 where sections.count < 5:
        arrays.insert([name], atIndex: random.next(below: sections.count + 1))
      case 1 where sections.count > 1: arrays.removeAtIndex(section)
      case 2: arrays[section] = KizunaBond.ObservableArray([name, name + "'"])
      case 3: rows.insert(name, atIndex: random.next(below: rows.count + 1))
      case 4 where !rows.isEmpty: rows.removeAtIndex(random.next(below: rows.count))
      case 5 where !rows.isEmpty: rows[random.next(below: rows.count)] = name
      default:
        guard !rows.isEmpty else { continue }
        let to = random.next(below: sections.count)
        let count = sections[to].count + (to == section ? 0 : 1)
        if view.simulateUserMove(
          from: IndexPath(item: random.next(below: rows.count), section: section),
          to: IndexPath(item: random.next(below: count), section: to))
        {
          moves += 1
        }
      }
      await flushMainActor()
      expectShows(arrays)
      if !view.oracle.errors.isEmpty {
        Issue.record("step \(step): \(view.oracle.errors)")
        return
      }
    }
    #expect(moves >= steps / 40, "\(moves) user moves reached the arrays in \(steps) steps")
  }
}
