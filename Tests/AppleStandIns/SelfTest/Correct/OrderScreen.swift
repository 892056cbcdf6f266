import Foundation
import Kizuna
import KizunaUIKit
import UIKit

// An order screen wired with the stepper, segmented control, date picker, progress view, image
// view, selection, interaction and title adapters. (An image signal is left out: whether
// Apple marks UIImage Sendable is not settled here, see Tests/AppleStandIns/README.md.)
final class OrderModel: Sendable {
  let quantity = Observable(1.0)
  let sortOrder = Observable(0)
  let deliveryDate = Observable(Date())
  let uploadProgress = Observable<Float>(0)
  let isFavourite = Observable(false)
  let isBusy = Observable(false)
  let productName = Observable("Kizuna")
}

final class OrderViewController: UIViewController {
  let quantityStepper = UIStepper()
  let sortControl = UISegmentedControl(items: ["Name", "Date"])
  let datePicker = UIDatePicker()
  let progressView = UIProgressView()
  let starButton = UIButton()
  let refreshControl = UIRefreshControl()
  let model = OrderModel()
  let bag = DisposeBag()

  func bindModel() {
    model.quantity.bidirectionalBind(to: quantityStepper.reactive.value).dispose(in: bag)
    model.sortOrder.bidirectionalBind(to: sortControl.reactive.selectedSegmentIndex)
      .dispose(in: bag)
    model.deliveryDate.bidirectionalBind(to: datePicker.reactive.date).dispose(in: bag)
    model.uploadProgress.bind(to: progressView.reactive.progress).dispose(in: bag)
    model.isFavourite.bind(to: starButton.reactive.isSelected).dispose(in: bag)
    model.isBusy.map { !$0 }.bind(to: view.reactive.isUserInteractionEnabled).dispose(in: bag)
    model.productName.bind(to: reactive.title).dispose(in: bag)
    model.productName.bind(to: starButton.reactive.title(for: .normal)).dispose(in: bag)
    model.isBusy.bind(to: refreshControl.reactive.isRefreshing).dispose(in: bag)
    refreshControl.reactive.refresh.observeNext { [model] in model.isBusy.value = true }
      .dispose(in: bag)
  }
}
