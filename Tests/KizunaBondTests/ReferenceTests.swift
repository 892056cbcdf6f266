import KizunaBond
import Testing

@Suite("Reference (Bond v4)")
struct ReferenceTests {
  final class Object {}

  @Test("a weak reference does not keep its object; retain keeps it until release")
  func retainAndRelease() {
    var object: Object? = Object()
    let weakObject = WeakBox(object)
    let reference = Reference(weak: object!)
    reference.retain()
    object = nil
    #expect(weakObject.object != nil)
    #expect(reference.object === weakObject.object)
    reference.release()
    #expect(weakObject.object == nil)
    #expect(reference.object == nil)
    reference.retain()
    #expect(reference.object == nil)
  }

  @Test("a strong reference keeps its object until released")
  func strongReference() {
    var object: Object? = Object()
    let weakObject = WeakBox(object)
    let reference = Reference(object!)
    object = nil
    #expect(weakObject.object != nil)
    reference.release()
    #expect(weakObject.object == nil)
  }
}
