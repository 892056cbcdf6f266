/// Ricemill's `Machine`: the superclass of a view model that is its own resolver.
///
/// Ricemill (from its 2021 release) names its self-resolving superclass `Machine`, so that a
/// view model declares its four parts and `polish` in its own body and subclasses
/// `Machine<ViewModel>`. Here that name is KizunaMachine's `SelfResolvingMachine`, which Swift
/// can resolve without looking inside `ViewModel` (Ricemill's own declaration is a circular
/// reference on Swift 6.3). It shadows KizunaMachine's generic `Machine` class in every file
/// that imports KizunaRicemill; that class is still there as `PrimitiveMachine`, its Ricemill
/// name.
///
/// ```swift
/// import KizunaRicemill
///
/// final class ViewModel: Machine<ViewModel> {
///   convenience init() {
///     self.init(input: Input(), store: Store(), extra: Extra())
///   }
///
///   typealias Output = Store
///
///   final class Input: BindableInputType {
///     let increment = PassthroughSubject<Void, Never>()
///   }
///
///   final class Store: StoredOutputType {
///     @Published var count = 0
///   }
///
///   struct Extra: ExtraType {}
///
///   static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
///     var cancellables: [AnyCancellable] = []
///     input.increment.sink { store.count += 1 }.store(in: &cancellables)
///     return Polished(cancellables: cancellables)
///   }
/// }
///
/// let viewModel = ViewModel()
/// viewModel.input.increment.send()
/// print(viewModel.output.count)  // prints 1
/// ```
public typealias Machine<Resolver: ResolverType> = SelfResolvingMachine<Resolver>
