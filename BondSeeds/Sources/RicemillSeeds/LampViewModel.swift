// Ricemill's UIKit shape in Swift 5 mode, written for this package: a view model that is its
// own resolver (`Machine<LampViewModel>`), an input of subjects, a private store and publisher
// outputs, created and driven from code that is not isolated to the main actor, as a 2021
// Ricemill app's code was.
import KizunaRicemill

public final class LampViewModel: Machine<LampViewModel> {
  public convenience init() {
    self.init(input: Input(), store: Store(), extra: Extra())
  }

  public struct Input: InputType {
    public let flip = PassthroughSubject<Void, Never>()
    public let dim = PassthroughSubject<Int, Never>()
  }

  public struct Output: OutputType {
    public let caption: AnyPublisher<String?, Never>
    public let isDimEnabled: AnyPublisher<Bool, Never>
  }

  public final class Store: StoreType {
    @Published public var isLit = false
    @Published public var brightness = 100
  }

  public struct Extra: ExtraType {}

  public static func polish(
    input: Publishing<Input>,
    store: Store,
    extra: Extra
  ) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []

    input.flip
      .flatMap { _ in Just(store.isLit) }
      .map { !$0 }
      .assign(to: \.isLit, on: store)
      .store(in: &cancellables)

    input.dim
      .map { min(max($0, 0), 100) }
      .assign(to: \.brightness, on: store)
      .store(in: &cancellables)

    let caption = store.$isLit
      .combineLatest(store.$brightness)
      .map { isLit, brightness in isLit ? "on at \(brightness)%" : "off" }
      .map(Optional.some)
      .eraseToAnyPublisher()

    let isDimEnabled = store.$isLit.eraseToAnyPublisher()

    return Polished(
      output: Output(caption: caption, isDimEnabled: isDimEnabled),
      cancellables: cancellables)
  }
}
