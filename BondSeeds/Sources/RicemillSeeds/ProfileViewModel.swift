// Ricemill's SwiftUI shape in Swift 5 mode, written for this package: a view model that is its
// own resolver, a bindable input, the store as the output (`Polished(cancellables:)`), and a
// stored output that a text field would edit through `viewModel.output.nickname`.
import KizunaRicemill

public final class ProfileViewModel: Machine<ProfileViewModel> {
  public convenience init() {
    self.init(input: Input(), store: Store(), extra: Extra())
  }

  public typealias Output = Store

  public final class Input: BindableInputType {
    public let save = PassthroughSubject<Void, Never>()
    @Published public var isPublic = false
  }

  public final class Store: StoredOutputType {
    @Published public var nickname = ""
    @Published public var savedCount = 0
    @Published public var visibility = ""
  }

  public struct Extra: ExtraType {}

  public static func polish(
    input: Publishing<Input>,
    store: Store,
    extra: Extra
  ) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []

    input.save
      .filter { !store.nickname.isEmpty }
      .flatMap { _ in Just(store.savedCount) }
      .map { $0 + 1 }
      .assign(to: \.savedCount, on: store)
      .store(in: &cancellables)

    input.$isPublic
      .map { $0 ? "public" : "private" }
      .assign(to: \.visibility, on: store)
      .store(in: &cancellables)

    return Polished(cancellables: cancellables)
  }
}
