import BenchProfile
import Testing

@Suite struct FoldedTextTests {
    @Test func writesOneSortedLinePerStackAndReadsItBack() throws {
        var stacks = FoldedStacks(unit: .instructions)
        stacks.add(["main", "run", "switchLayout"], weight: 7_581)
        stacks.add(["main", "run"], weight: 12)
        stacks.add(["main", "draw key", "glyph"], weight: 3)
        let text = stacks.folded()
        #expect(text == "main;draw key;glyph 3\nmain;run 12\nmain;run;switchLayout 7581\n")
        #expect(try FoldedStacks(parsingFolded: text, unit: .instructions) == stacks)
        #expect(FoldedStacks(unit: .samples).folded() == "")
    }

    @Test func framesWithSeparatorsLineBreaksAndPercentSignsRoundTrip() throws {
        var stacks = FoldedStacks(unit: .bytes)
        stacks.add(["a;b", "line\nbreak\r", "100% sure", "%3B literal"], weight: 5)
        let text = stacks.folded()
        #expect(text == "a%3Bb;line%0Abreak%0D;100%25 sure;%253B literal 5\n")
        #expect(text.split(separator: "\n").count == 1)
        #expect(try FoldedStacks(parsingFolded: text, unit: .bytes) == stacks)
    }

    @Test func anEmptyFrameNameIsWrittenAsUnknown() {
        var stacks = FoldedStacks(unit: .samples)
        stacks.add(["main", ""], weight: 2)
        #expect(stacks.folded() == "main;[unknown] 2\n")
    }

    @Test func readsOtherToolsTextRepeatedStacksAddUpAndBlankLinesAreSkipped() throws {
        let text = "main;[libc.so.6];malloc 4\r\n\nmain;run\t6\nmain;run 1\n  \n"
        let stacks = try FoldedStacks(parsingFolded: text, unit: .samples)
        #expect(stacks.weights == [["main", "[libc.so.6]", "malloc"]: 4, ["main", "run"]: 7])
    }

    @Test(arguments: [
        ("main;run 3\nmain;run\n", "folded stacks line 2: no weight after a space"),
        ("a 1\nb 2\nmain;run 3.5\n", "folded stacks line 3: the weight '3.5' is not a whole number"),
        ("main;run -4", "folded stacks line 1: the weight '-4' is not a whole number"),
        ("main;run 4\u{1}", "folded stacks line 1: the weight '4?' is not a whole number"),
        (" 4", "folded stacks line 1: no frame before the weight"),
        ("main;;run 4", "folded stacks line 1: an empty frame (two ';' in a row or one at an end)"),
        ("main;run; 4", "folded stacks line 1: an empty frame (two ';' in a row or one at an end)"),
        ("a 99999999999999999999", "folded stacks line 1: the weight 99999999999999999999 does not fit in 64 bits"),
        ("a 18446744073709551615\na 1", "folded stacks line 2: the stack's weights add up past 2^64"),
    ])
    func refusesMalformedLinesNamingTheLine(text: String, message: String) {
        #expect(throws: FoldedStacksError.self) { try FoldedStacks(parsingFolded: text, unit: .samples) }
        do {
            _ = try FoldedStacks(parsingFolded: text, unit: .samples)
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }
}
