import KizunaBond
import Testing

@Suite("Buffer (Bond v4)")
struct BufferTests {
  @Test("a buffer keeps the last size events, oldest first", arguments: [1, 2, 3, 5])
  func keepsTheLastEvents(size: Int) {
    var buffer = Buffer<Int>(size: size)
    #expect(buffer.last == nil)
    for event in 1...4 { buffer.push(event) }
    var replayed: [Int] = []
    buffer.replayTo { replayed.append($0) }
    #expect(replayed == Array((1...4).suffix(size)))
    #expect(buffer.last == 4)
    #expect(buffer.size == size)
  }

  @Test("a buffer of size 0 traps")
  func sizeZeroTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Buffer<Int>(size: 0)
    }
    #expect(standardError(of: result).contains("Buffer(size: 0)"))
  }
}
