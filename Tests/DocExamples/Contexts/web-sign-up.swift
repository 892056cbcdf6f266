// The sign-up screen's view model and controls, as a WebScreen holds them.
let bag = DisposeBag()
let model = SignUpViewModel(scheduler: TestScheduler())
let page = WebPage()
let loginField = WebTextField(id: "login-id", in: page)
let signUpButton = WebButton(id: "sign-up", title: "Sign Up", in: page)
let warningLabel = WebLabel(id: "warning", in: page)
