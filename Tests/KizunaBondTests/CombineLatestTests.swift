import KizunaBond
import Testing

@Suite("combineLatest (Bond v4)")
struct CombineLatestTests {
  @Test("two producers: nothing until both sent, then a pair of the latest, in argument order")
  func pairs() {
    let numbers = EventProducer<Int>()
    let letters = EventProducer<String>()
    var free: [String] = []
    var method: [String] = []
    combineLatest(numbers, letters).observe { free.append("\($0.0)\($0.1)") }
    numbers.combineLatestWith(letters).observe { method.append("\($0.0)\($0.1)") }
    numbers.next(1)
    numbers.next(2)
    #expect(free.isEmpty)
    letters.next("a")
    numbers.next(3)
    letters.next("b")
    #expect(free == ["2a", "3a", "3b"])
    #expect(method == free)
  }

  @Test("three producers of different types, nil counting as an event")
  func triples() {
    let numbers = EventProducer<Int>()
    let names = EventProducer<String?>()
    let flags = EventProducer<Bool>()
    var received: [String] = []
    combineLatest(numbers, names, flags).observe { number, name, flag in
      received.append("\(number) \(name ?? "nil") \(flag)")
    }
    names.next(nil)
    flags.next(true)
    #expect(received.isEmpty)
    numbers.next(1)
    names.next("x")
    flags.next(false)
    #expect(received == ["1 nil true", "1 x true", "1 x false"])
  }

  @Test("eleven Observables: their current values at once, then each change in its place")
  func eleven() {
    let sources = (0..<11).map { Observable($0) }
    let combined = combineLatest(
      sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6],
      sources[7], sources[8], sources[9], sources[10])
    #expect(combined.replayLength == 1)
    var received: [[Int]] = []
    combined.observe {
      received.append([$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $0.9, $0.10])
    }
    sources[6].value = 60
    sources[10].value = 100
    #expect(received.count == 3)
    #expect(received.first == Array(0..<11))
    #expect(received.last == [0, 1, 2, 3, 4, 5, 60, 7, 8, 9, 100])
  }

  @Test(
    "the result replays one tuple if any producer replays, else none",
    arguments: [([0, 0], 0), ([1, 0], 1), ([0, 2], 1), ([3, 2, 0], 1), ([0, 0, 0], 0)])
  func replayLength(lengths: [Int], expected: Int) {
    let producers = lengths.map { EventProducer<Int>(replayLength: $0) }
    let combined =
      producers.count == 2
      ? combineLatest(producers[0], producers[1]).map { _ in () }
      : combineLatest(producers[0], producers[1], producers[2]).map { _ in () }
    #expect(combined.replayLength == expected)
  }

  @Test("a late observer of combined Observables receives the latest tuple")
  func lateObserverReceivesTheLatestTuple() {
    let name = Observable("Ann")
    let age = Observable(30)
    let combined = combineLatest(name, age)
    age.value = 31
    var received: [String] = []
    combined.observe { received.append("\($0.0) \($0.1)") }
    #expect(received == ["Ann 31"])
  }
}
