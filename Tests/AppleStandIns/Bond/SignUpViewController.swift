import Foundation
import KizunaBond
import KizunaBondUIKit
import UIKit

// The articles' sign-up screen in Bond v4 spelling (modern Swift syntax), against KizunaBond
// and KizunaBondUIKit: every `bnd_` property, `bindTo`, `bidirectionalBindTo`, `disposeIn` and
// `observe` here is a deprecated shim whose warning names the Kizuna spelling.

final class SignUpFormModel: Sendable {
  let loginID = Observable<String?>("")
  let password = Observable<String?>("")
  let acceptsTerms = Observable(false)
  let signUpEnabled = Observable(false)
  let signUpAlpha = Observable<CGFloat>(0.5)
  let isRunning = Observable(false)
  let warning = Observable<String?>("")
  let bag = DisposeBag()

  init() {
    combineLatest(loginID, password, acceptsTerms, isRunning)
      .map { id, password, terms, running in
        !(id ?? "").isEmpty && !(password ?? "").isEmpty && terms && !running
      }
      .distinct()
      .bindTo(signUpEnabled)
      .disposeIn(bag)
    signUpEnabled.map { $0 ? 1.0 : 0.5 }.bindTo(signUpAlpha).disposeIn(bag)
  }
}

final class SignUpViewController: UIViewController {
  let loginField = UITextField()
  let passwordField = UITextField()
  let termsSwitch = UISwitch()
  let signUpButton = UIButton()
  let indicator = UIActivityIndicatorView()
  let warningLabel = UILabel()
  let model = SignUpFormModel()

  func bindViewModel() {
    model.loginID.bidirectionalBindTo(loginField.bnd_text).disposeIn(bnd_bag)
    model.password.bidirectionalBindTo(passwordField.bnd_text).disposeIn(bnd_bag)
    model.acceptsTerms.bidirectionalBindTo(termsSwitch.bnd_on).disposeIn(bnd_bag)
    model.signUpEnabled.bindTo(signUpButton.bnd_enabled).disposeIn(bnd_bag)
    model.signUpAlpha.bindTo(signUpButton.bnd_alpha).disposeIn(bnd_bag)
    model.isRunning.bindTo(indicator.bnd_animating).disposeIn(bnd_bag)
    model.isRunning.map { !$0 }.bindTo(indicator.bnd_hidden).disposeIn(bnd_bag)
    model.warning.bindTo(warningLabel.bnd_text).disposeIn(bnd_bag)
    signUpButton.bnd_tap
      .observe { [model] _ in model.isRunning.value = true }
      .disposeIn(bnd_bag)
  }
}

final class RowsViewController: UIViewController, BNDTableViewProxyDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let rows = ObservableArray([ObservableArray(["Name", "Email"]), ObservableArray(["City"])])

  func bindViewModel() {
    rows.bindTo(tableView, proxyDataSource: self) { indexPath, rows, tableView in
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = rows[indexPath.section][indexPath.row]
      return cell
    }
    .disposeIn(bnd_bag)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Profile" : "Address"
  }
}
