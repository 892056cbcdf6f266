import KizunaMachine
import KizunaMachineTestSupport
import Testing

/// A volume control that is its own resolver, in the SwiftUI shape: bindable input, the store
/// as output, `Polished(cancellables:)`.
final class VolumeViewModel: SelfResolvingMachine<VolumeViewModel> {
  convenience init() {
    self.init(input: Input(), store: Store(), extra: Extra(maximum: 3))
  }

  typealias Output = Store

  final class Input: BindableInputType {
    let louder = PassthroughSubject<Void, Never>()
    @Published var isMuted = false
  }

  final class Store: StoredOutputType {
    @Published var level = 0
    @Published var isLouderEnabled = true
  }

  struct Extra: ExtraType {
    let maximum: Int
  }

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []
    input.louder
      .filter { !input.isMuted && store.level < extra.maximum }
      .sink { store.level += 1 }
      .store(in: &cancellables)
    input.$isMuted
      .combineLatest(store.$level) { isMuted, level in !isMuted && level < extra.maximum }
      .removeDuplicates()
      .assign(to: \.isLouderEnabled, on: store)
      .store(in: &cancellables)
    return Polished(cancellables: cancellables)
  }
}

/// The same control in the UIKit shape: subjects in, publishers out.
final class VolumePublisherViewModel: SelfResolvingMachine<VolumePublisherViewModel> {
  convenience init() {
    self.init(input: Input(), store: Store(), extra: Extra())
  }

  struct Input: InputType {
    let louder = PassthroughSubject<Void, Never>()
  }

  struct Output: OutputType {
    let levelText: AnyPublisher<String, Never>
  }

  final class Store: StoreType {
    @Published var level = 0
  }

  struct Extra: ExtraType {}

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []
    input.louder.sink { store.level += 1 }.store(in: &cancellables)
    let levelText = store.$level.map { "level \($0)" }.eraseToAnyPublisher()
    return Polished(output: Output(levelText: levelText), cancellables: cancellables)
  }
}

/// `SelfResolvingMachine`: a machine subclass that is its own resolver, Ricemill's
/// `final class ViewModel: Machine<ViewModel>` in the form Swift 6 compiles.
@MainActor
@Suite struct SelfResolvingMachineTests {
  @Test func aSelfResolvingMachineRunsItsOwnPolish() {
    let viewModel = VolumeViewModel()
    viewModel.input.louder.send()
    viewModel.input.louder.send()
    #expect(viewModel.output.level == 2)
    viewModel.input.isMuted.wrappedValue = true
    viewModel.input.louder.send()
    #expect(viewModel.output.level == 2)
    #expect(!viewModel.output.isLouderEnabled)
    viewModel.input.isMuted.wrappedValue = false
    viewModel.input.louder.send()
    #expect(viewModel.output.level == 3)
    #expect(!viewModel.output.isLouderEnabled)  // at the maximum from `Extra`
  }

  @Test func itIsAMachineAResolverAndAnObservableObject() {
    let viewModel = VolumeViewModel()
    let machine: Machine<ForwardingResolver<VolumeViewModel>> = viewModel
    let type: Any.Type = VolumeViewModel.self
    #expect(type is any ResolverType.Type)
    var changes = 0
    let observation = viewModel.objectWillChange.sink { _ in changes += 1 }
    machine.input.louder.send()
    #expect(changes == 1)
    observation.cancel()
  }

  @Test func publisherOutputsWorkTheSameWay() {
    let viewModel = VolumePublisherViewModel()
    let texts = OutputLog<String>()
    texts.record(viewModel.output.levelText, as: { $0 })
    viewModel.input.louder.send()
    #expect(texts.take() == ["level 0", "level 1"])
  }

  @Test func itsPolishIsTestableWithoutAMachine() {
    let input = VolumeViewModel.Input()
    let store = VolumeViewModel.Store()
    let polished = VolumeViewModel.polish(
      input: Publishing(input), store: store, extra: .init(maximum: 1))
    input.louder.send()
    input.louder.send()
    #expect(store.level == 1)
    #expect(polished.cancellables.count == 2)
  }

  @Test func releasingItReleasesItsStore() {
    weak var weakViewModel: VolumeViewModel?
    weak var weakStore: VolumeViewModel.Store?
    do {
      let store = VolumeViewModel.Store()
      let viewModel = VolumeViewModel(input: .init(), store: store, extra: .init(maximum: 3))
      viewModel.input.louder.send()
      (weakViewModel, weakStore) = (viewModel, store)
      #expect(weakViewModel != nil && weakStore != nil)
    }
    #expect(weakViewModel == nil)
    #expect(weakStore == nil)
  }
}
