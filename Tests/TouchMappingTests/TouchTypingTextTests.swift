import Testing
import TouchMapping

/// The practice text is built in linear time and is the text it always was.
struct TouchTypingTextTests {
    /// The earlier, quadratic algorithm ( `String.count` each word), as the reference.
    static func reference(characters: Int, seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        var text = ""
        var sentenceStart = true
        while text.count < characters {
            if !text.isEmpty { text += " " }
            let word = TouchTypingText.words[Int(random.next() % UInt64(TouchTypingText.words.count))]
            text += sentenceStart ? word.prefix(1).uppercased() + word.dropFirst() : word
            sentenceStart = random.next() % 9 == 0
        }
        return text
    }

    @Test(arguments: [0, 1, 3, 57, 2_000])
    func sameTextAsBefore(_ characters: Int) {
        for seed: UInt64 in [0, 1, 2026] {
            #expect(
                TouchTypingText.sample(characters: characters, seed: seed)
                    == Self.reference(characters: characters, seed: seed))
        }
    }

    @Test func negativeAndHugeCountsDoNotTrap() {
        #expect(TouchTypingText.sample(characters: -5, seed: 1).isEmpty)
        #expect(TouchTypingText.sample(characters: 200_000, seed: 1).count >= 200_000)
    }
}
