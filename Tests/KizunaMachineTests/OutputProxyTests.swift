import KizunaMachine
import KizunaMachineTestSupport
import Testing

/// `OutputProxy`'s value readers: current values of an output, and the bindings a SwiftUI view
/// asks of a store that is the output.
@MainActor
@Suite struct OutputProxyTests {
  /// An output class that is not the store: a `@Published` value, a plain `var`, a
  /// `CurrentValueSubject` and a publisher.
  final class Output: OutputType {
    @Published var title = "untitled"
    var revision = 1
    let progress = CurrentValueSubject<Double, Never>(0)
    let saves: AnyPublisher<Int, Never>

    init(saves: AnyPublisher<Int, Never>) { self.saves = saves }
  }

  @Test func aVarOfAnOutputClassReadsAsItsCurrentValue() {
    let output = Output(saves: Empty().eraseToAnyPublisher())
    let proxy = OutputProxy(output)
    let title: String = proxy.title
    #expect(title == "untitled")
    #expect(proxy.revision == 1)
    output.title = "draft"
    output.revision = 2
    #expect(proxy.title == "draft")
    #expect(proxy.revision == 2)
    let titles: AnyPublisher<String, Never> = proxy.$title
    let log = OutputLog<String>()
    log.record(titles, as: { $0 })
    #expect(log.take() == ["draft"])
  }

  @Test func aCurrentValueSubjectReadsAsItsValueOrAsAPublisher() {
    let output = Output(saves: Empty().eraseToAnyPublisher())
    let proxy = OutputProxy(output)
    output.progress.send(0.5)
    let progress: Double = proxy.progress
    #expect(progress == 0.5)
    let log = OutputLog<Double>()
    log.record(proxy.progress, as: { $0 })
    output.progress.send(1)
    #expect(log.take() == [0.5, 1])
    #expect(proxy.progress == 1.0)
    #expect(
      type(of: proxy.progress as AnyPublisher<Double, Never>) == AnyPublisher<Double, Never>.self)
  }

  @Test func publishersStayPublishers() {
    let saves = PassthroughSubject<Int, Never>()
    let proxy = OutputProxy(Output(saves: saves.eraseToAnyPublisher()))
    let log = OutputLog<Int>()
    log.record(proxy.saves, as: { $0 })
    saves.send(3)
    #expect(log.take() == [3])
  }

  @Test func valuesAreReadOnly() {
    #expect(!(\OutputProxy<Output>.title is WritableKeyPath<OutputProxy<Output>, String>))
    #expect(!(\OutputProxy<Output>.revision is WritableKeyPath<OutputProxy<Output>, Int>))
    #expect(!(\OutputProxy<Output>.progress is WritableKeyPath<OutputProxy<Output>, Double>))
  }

  /// A store that is the output, as a SwiftUI form's view model keeps it.
  final class Form: StoredOutputType {
    @Published var name = ""
    @Published var isSubscribed = false
  }

  @Test func aStoredOutputGivesABindingWhereTheContextAsksForOne() {
    let form = Form()
    let proxy = OutputProxy(form)
    let changes = OutputLog<String>()
    changes.record(form.$name, as: { $0 })
    let name: PublishedBinding<String> = proxy.name
    name.wrappedValue = "Ann"
    #expect(form.name == "Ann")
    #expect(proxy.name == "Ann")
    #expect(name.wrappedValue == "Ann")
    #expect(changes.take() == ["", "Ann"])
  }

  @Test func aStoredOutputReadsAsItsValueWhereNothingAsksForABinding() {
    let proxy = OutputProxy(Form())
    #expect(type(of: proxy.isSubscribed) == Bool.self)
    #expect("\(proxy.name)".isEmpty)
    #expect(!proxy.isSubscribed)
  }
}
