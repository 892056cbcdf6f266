// expect: main actor-isolated property 'doubleValue' can not be referenced from a nonisolated context
import AppKit
import Kizuna
import KizunaAppKit

// AppKit's views and Kizuna's AppKit targets are main-actor only: not from a nonisolated
// function.
func showProgress(_ progress: Observable<Double>, on bar: NSProgressIndicator) {
  progress.bind(to: bar.reactive.doubleValue)
}
