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

/// A self-resolving machine in the UIKit shape (publisher outputs), with the stopwatch's
/// parts of `AnyResolverBasedMachineTests`.
final class LapViewModel: SelfResolvingMachine<LapViewModel> {
  typealias Input = LapInput
  typealias Output = LapOutput
  typealias Store = LapStore
  typealias Extra = LapExtra

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    LapResolver.polish(input: input, store: store, extra: extra)
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
    #expect(willChangeCount(of: viewModel) { machine.input.louder.send() } == 1)
  }

  @Test func publisherOutputsWorkTheSameWay() {
    let viewModel = LapViewModel(input: .init(), store: .init(), extra: .init(step: 5))
    let laps = OutputLog<Int>()
    laps.record(viewModel.output.laps, as: { $0 })
    viewModel.input.lap.send()
    #expect(laps.take() == [0, 5])
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
