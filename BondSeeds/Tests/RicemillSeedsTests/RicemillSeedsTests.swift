import KizunaMachineTestSupport
import KizunaRicemill
import RicemillSeeds
import Testing

/// The Ricemill-shaped view models and helpers of RicemillSeeds (Swift 5 mode, no isolation),
/// driven from Swift 6 code on the main actor.
@MainActor
@Suite struct RicemillSeedsTests {
  @Test func theLampFlipsAndDimsThroughItsPublisherOutputs() {
    let lamp = LampViewModel()
    let captions = OutputLog<String>()
    captions.record(lamp.output.caption, as: { $0 ?? "nil" })
    let dimStates = OutputLog<Bool>()
    dimStates.record(lamp.output.isDimEnabled, as: { $0 })
    lamp.input.flip.send()
    lamp.input.dim.send(140)
    lamp.input.flip.send()
    #expect(captions.take() == ["off", "on at 100%", "on at 100%", "off"])
    #expect(dimStates.take() == [false, true, false])
  }

  @Test func aGenericHelperFeedsTheLampAndATypeErasedLampDims() {
    let lamp = LampViewModel()
    let taps = PassthroughSubject<Void, Never>()
    let feeding = connect(taps, to: lamp)
    let captions = OutputLog<String>()
    captions.record(lamp.output.caption, as: { $0 ?? "nil" })
    taps.send()
    #expect(captions.take() == ["off", "on at 100%"])
    feeding.cancel()

    let dimmed = dimmedLamp(to: 40)
    let dimmedCaptions = OutputLog<String>()
    dimmedCaptions.record(dimmed.output.caption, as: { $0 ?? "nil" })
    #expect(dimmedCaptions.take() == ["on at 40%"])
  }

  @Test func theProfileSavesThroughItsOutputBindingAndBindableInput() {
    let profile = saveProfile(named: "kizuna", isPublic: true)
    let (nickname, saves, visibility) = describe(profile)
    let visibilities = OutputLog<String>()
    visibilities.record(visibility, as: { $0 })
    #expect(nickname == "kizuna")
    #expect(saves == 1)
    #expect(visibilities.take() == ["public"])
    #expect(saveProfile(named: "", isPublic: false).output.savedCount == 0)
  }
}
