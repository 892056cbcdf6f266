import KizunaMachineTestSupport
import KizunaRicemill
import Testing

/// A thermostat that is its own resolver, in the UIKit shape: an input of subjects, a private
/// store, publisher outputs, written against Ricemill's `Machine<Self>` spelling.
final class ThermostatViewModel: Machine<ThermostatViewModel> {
  convenience init() {
    self.init(input: Input(), store: Store(), extra: Extra())
  }

  struct Input: InputType {
    let warmer = PassthroughSubject<Void, Never>()
    let cooler = PassthroughSubject<Void, Never>()
  }

  struct Output: OutputType {
    let reading: AnyPublisher<String?, Never>
    let isCoolerEnabled: AnyPublisher<Bool, Never>
  }

  final class Store: StoreType {
    @Published var degrees = 18
  }

  struct Extra: ExtraType {}

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []
    input.warmer.map { 1 }
      .merge(with: input.cooler.map { -1 })
      .map { max(store.degrees + $0, 16) }
      .assign(to: \.degrees, on: store)
      .store(in: &cancellables)
    let reading = store.$degrees.map { "\($0) °C" }.map(Optional.some).eraseToAnyPublisher()
    let isCoolerEnabled = store.$degrees.map { $0 > 16 }.eraseToAnyPublisher()
    return Polished(
      output: Output(reading: reading, isCoolerEnabled: isCoolerEnabled),
      cancellables: cancellables)
  }
}

/// A sign-in form that is its own resolver, in the SwiftUI shape: a bindable input, the store
/// as output, `Polished(cancellables:)`, and a stored output a text field edits.
final class SignInViewModel: Machine<SignInViewModel> {
  convenience init() {
    self.init(input: Input(), store: Store(), extra: Extra())
  }

  typealias Output = Store

  final class Input: BindableInputType {
    let submit = PassthroughSubject<Void, Never>()
    @Published var remembersMe = false
  }

  final class Store: StoredOutputType {
    @Published var email = ""
    @Published var submissions = 0
  }

  struct Extra: ExtraType {}

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []
    input.submit
      .filter { !store.email.isEmpty }
      .sink { store.submissions += 1 }
      .store(in: &cancellables)
    return Polished(cancellables: cancellables)
  }
}

/// `Machine<ViewModel>` under `import KizunaRicemill`: Ricemill's self-resolving view model.
@MainActor
@Suite struct MachineTests {
  @Test func aViewModelWithPublisherOutputsRunsItsOwnPolish() {
    let viewModel = ThermostatViewModel()
    let readings = OutputLog<String>()
    readings.record(viewModel.output.reading, as: { $0 ?? "nil" })
    let coolerStates = OutputLog<Bool>()
    coolerStates.record(viewModel.output.isCoolerEnabled, as: { $0 })
    viewModel.input.warmer.send()
    for _ in 1...4 { viewModel.input.cooler.send() }
    #expect(readings.take() == ["18 °C", "19 °C", "18 °C", "17 °C", "16 °C", "16 °C"])
    #expect(coolerStates.take() == [true, true, true, true, false, false])
  }

  @Test func aViewModelWithTheStoreAsOutputIsObservableAndBindable() {
    let viewModel = SignInViewModel()
    let willChange = OutputLog<String>()
    willChange.record(viewModel.objectWillChange, as: { "will change" })
    let email: PublishedBinding<String> = viewModel.output.email
    viewModel.input.submit.send()
    #expect(viewModel.output.submissions == 0)
    email.wrappedValue = "ann@example.com"
    viewModel.input.remembersMe.wrappedValue = true
    viewModel.input.submit.send()
    #expect(viewModel.output.email == "ann@example.com")
    #expect(viewModel.output.submissions == 1)
    #expect(willChange.take() == ["will change", "will change"])
  }

  @Test func theViewModelIsItsOwnResolver() {
    let store = SignInViewModel.Store()
    store.email = "bob@example.com"
    let input = SignInViewModel.Input()
    let polished = SignInViewModel.polish(input: Publishing(input), store: store, extra: .init())
    input.submit.send()
    #expect(store.submissions == 1)
    #expect(polished.cancellables.count == 1)
  }

  @Test func theGenericMachineIsStillThereAsPrimitiveMachine() {
    let viewModel: PrimitiveMachine<ForwardingResolver<ThermostatViewModel>> = ThermostatViewModel()
    let log = OutputLog<Bool>()
    log.record(viewModel.output.isCoolerEnabled, as: { $0 })
    #expect(log.take() == [true])
  }
}
