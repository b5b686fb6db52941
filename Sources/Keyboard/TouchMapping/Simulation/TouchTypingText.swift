/// Deterministic practice text for touch-typing runs: common English words, an occasional
/// capitalised sentence start, single spaces.
public enum TouchTypingText {
    /// The word list sentences are drawn from.
    public static let words = [
        "the", "of", "and", "to", "in", "is", "you", "that", "it", "he", "was", "for", "on", "are", "as",
        "with", "his", "they", "at", "be", "this", "have", "from", "or", "one", "had", "by", "word", "but",
        "not", "what", "all", "were", "we", "when", "your", "can", "said", "there", "use", "each", "which",
        "she", "do", "how", "their", "if", "will", "up", "other", "about", "out", "many", "then", "them",
        "these", "so", "some", "her", "would", "make", "like", "him", "into", "time", "has", "look", "two",
        "more", "write", "go", "see", "number", "no", "way", "could", "people", "my", "than", "first",
        "water", "been", "call", "who", "oil", "its", "now", "find", "long", "down", "day", "did", "get",
        "come", "made", "may", "part", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "zebra",
    ]

    /// At least `characters` characters of text (whole words), the same for the same seed. Linear in
    /// `characters`: the length is counted as words are added (`String.count` walks the whole string).
    public static func sample(characters: Int, seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        var text = ""
        text.reserveCapacity(Swift.min(Swift.max(characters, 0), 1 << 20) + 16)
        var count = 0
        var sentenceStart = true
        while count < characters {
            if count > 0 {
                text += " "
                count += 1
            }
            let word = words[Int(random.next() % UInt64(words.count))]
            text += sentenceStart ? word.prefix(1).uppercased() + word.dropFirst() : word
            count += word.count
            sentenceStart = random.next() % 9 == 0
        }
        return text
    }
}
