import Testing
@testable import BenchCLI

/// `help` follows the command tree: `help history compact` is the form `help history` suggests.
@Suite("help topics")
struct HelpTopicTests {
    @Test(arguments: [["history", "compact"], ["history", "add"], ["history"], ["run"], ["help"], []])
    func aPathThroughTheCommandTreeIsAHelpTopic(_ words: [String]) {
        #expect(BenchRootCommand.unknownHelpTopic(words) == nil)
    }

    @Test(arguments: [
        (["frob"], "frob"), (["history", "frob"], "frob"), (["run", "compact"], "compact"),
        (["history", "add", "x"], "x"),
    ])
    func theFirstWordOffTheTreeIsNamed(_ words: [String], _ unknown: String) {
        #expect(BenchRootCommand.unknownHelpTopic(words) == unknown)
    }
}
