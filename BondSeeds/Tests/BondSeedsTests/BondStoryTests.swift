import KizunaBond
import KizunaExamples
import Testing

@testable import BondSeeds

/// The mini Bond article's Story on KizunaBond's Observable, bound as its screen binds it (a
/// listener the screen owns, `bindTo`), against KizunaExamples' `Story`: favouriting adds a
/// star in both; a listener is called on every change and released with its owner.
@Suite struct BondStoryTests {
  @Test func aFavouriteAddsAStarLikeTheKizunaVersion() {
    let story = BondSeeds.Story(title: "Bond", body: "A story", starCount: 41)
    let kizuna = KizunaExamples.Story(id: 1, title: "Bond", stars: 41)
    #expect(story.starCount.value == kizuna.starCount)
    story.starCount.value += 1  // what the article's favourite button does
    kizuna.toggleFavourite()
    #expect(story.starCount.value == kizuna.starCount)
    #expect(story.title == kizuna.title)
  }

  @Test func theListenerSeesEveryChangeWhileItsOwnerLives() {
    let story = BondSeeds.Story(title: "Bond", body: "A story")
    var seen: [Int] = []
    weak var released: KizunaBond.EventProducer<Int>?
    do {
      // The article's `Bond<Int> { listener }` bound to the Dynamic, as MyViewController does.
      let starCountBond = KizunaBond.EventProducer<Int>()
      starCountBond.observe { seen.append($0) }
      story.starCount.bindTo(starCountBond)
      released = starCountBond
      story.starCount.value = 1
      story.starCount.value = 2
      withExtendedLifetime(starCountBond) {}
    }
    #expect(seen == [0, 1, 2])
    #expect(released == nil)
    story.starCount.value = 3  // the binding ended with its listener
    #expect(seen == [0, 1, 2])
  }
}
