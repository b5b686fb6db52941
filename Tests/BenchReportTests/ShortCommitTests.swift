import BenchReport
import Testing

/// Every report names a commit one way: 12 digits, `unknown` when there is none.
struct ShortCommitTests {
    @Test func keepsTwelveDigitsOrSaysUnknown() {
        #expect(ShortCommit.of("0123456789abcdef0123") == "0123456789ab")
        #expect(ShortCommit.of("abc") == "abc")
        #expect(ShortCommit.of(nil) == "unknown")
        #expect(ShortCommit.of("") == "unknown")
        #expect(ShortCommit.of("0123456789abcdef", digits: 8) == "01234567")
    }
}
