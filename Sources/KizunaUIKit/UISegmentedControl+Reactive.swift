#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UISegmentedControl {
    /// The selected segment's index (`UISegmentedControl.noSegment`, -1, for none), two-way: the user's changes (`.valueChanged`) are sent, and values sent in are
    /// shown without coming back as changes.
    ///
    /// ```swift
    /// viewModel.sortOrder.bidirectionalBind(to: sortControl.reactive.selectedSegmentIndex).dispose(in: bag)
    /// ```
    public var selectedSegmentIndex: ControlProperty<Int> {
      controlProperty(
        "selectedSegmentIndex", editedOn: .valueChanged, get: { $0.selectedSegmentIndex },
        set: { $0.selectedSegmentIndex = $1 })
    }
  }
#endif
