/// The superclass of a machine that is its own resolver: Ricemill's
/// `final class ViewModel: Machine<ViewModel>`, in the closest form Swift 6 compiles.
///
/// Ricemill declares the four parts and `polish` inside the machine class itself. Its
/// `Machine<ViewModel>` needs `ViewModel`'s members to name `ViewModel`'s own superclass, which
/// Swift 6.3 rejects as a circular reference, against Ricemill as well as here. Write
/// `SelfResolvingMachine<ViewModel>` instead; the class body stays as Ricemill wrote it. The
/// class is a ``Machine`` (through ``ForwardingResolver``) and a ``ResolverType``; when its
/// output is a ``StoredOutputType`` it is an `ObservableObject`.
///
/// ```swift
/// final class ViewModel: SelfResolvingMachine<ViewModel> {
///   convenience init() {
///     self.init(input: Input(), store: Store(), extra: Extra())
///   }
///
///   struct Input: InputType { let increment = PassthroughSubject<Void, Never>() }
///   typealias Output = Store
///   final class Store: StoredOutputType { @Published var count = 0 }
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
public typealias SelfResolvingMachine<Resolver: ResolverType> =
  Machine<ForwardingResolver<Resolver>> & ResolverType
