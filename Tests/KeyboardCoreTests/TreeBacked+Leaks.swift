import KeyboardCore
import Testing

extension TreeBacked {
    /// Story 2.5: no layout views leaked over rapid switching.
    @Suite struct LeakTests {
        @Test func tenThousandSwitchCyclesLeakNothing() throws {
            let baseline = TreeBacked.live()
            try withExtendedLifetimeOfSession { session in
                for _ in 0..<10_000 {
                    try session.switchLayout(to: .numbers)
                    try session.type("1")
                    try session.switchLayout(to: .symbols)
                    try session.type("[")
                    try session.switchLayout(to: .letters)
                    try session.type("a")
                }
                for entry in session.objectCensus() {
                    let type = try #require(TrackedType(rawValue: entry.type))
                    #expect(entry.live - baseline[type, default: 0] == entry.held, "\(entry.type)")
                    #expect(entry.held > 0)
                }
                #expect(session.controller.treesBuilt == 3)
                #expect(session.controller.cacheHits == 30_000 - 2)
                #expect(session.document.text.count == 30_000)
            }
            #expect(TreeBacked.live() == baseline)
        }

        @Test func censusMatchesTheHeldTrees() throws {
            let baseline = TreeBacked.live()
            try withExtendedLifetimeOfSession { session in
                try session.switchLayout(to: .numbers)
                let census = session.objectCensus()
                #expect(census.map(\.type) == ["KeyboardTree", "KeyRowNode", "KeyNode"])
                let letterKeys = KeyboardLayout.letters.rows.flatMap { $0 }.count
                let numberKeys = KeyboardLayout.numbers.rows.flatMap { $0 }.count
                #expect(census.map(\.held) == [2, 8, letterKeys + numberKeys])
                let expected = try census.map { entry in
                    let type = try #require(TrackedType(rawValue: entry.type))
                    return try #require(baseline[type])
                }
                #expect(census.map(\.leaked) == expected)
            }
            #expect(TreeBacked.live() == baseline)
        }

        @Test func evictedAndReplacedTreesAreReleased() throws {
            let baseline = TreeBacked.live()
            let document = InMemoryTextDocument()
            var controller: KeyboardController? = try KeyboardController(
                document: document, keyboardWidth: 393, clock: ManualKeyboardClock(), cacheCapacity: 1)
            controller?.display()
            let baseTrees = try #require(baseline[.keyboardTree])
            for mode in [KeyboardMode.numbers, .symbols, .numbers, .letters] {
                try controller?.tap(keyID: controller?.currentLayout.modeSwitchKey(to: mode)?.id ?? "")
                let trees = try #require(TreeBacked.live()[.keyboardTree])
                #expect(trees - baseTrees == 1)
            }
            controller = nil
            #expect(TreeBacked.live() == baseline)
        }

        @Test func aTreeOutlivingItsControllerIsReleasedWithItsLastReference() throws {
            let baseline = TreeBacked.live()
            var tree: KeyboardTree? = try withExtendedLifetimeOfSession { $0.controller.currentTree }
            let (trees, baseTrees) = (
                try #require(TreeBacked.live()[.keyboardTree]), try #require(baseline[.keyboardTree])
            )
            #expect(trees == baseTrees + 1)
            #expect(tree?.keyNodes.allSatisfy { $0.target == nil } == true)
            tree = nil
            #expect(TreeBacked.live() == baseline)
        }

        /// Runs `body` with a fresh session that is released when `body` returns.
        private func withExtendedLifetimeOfSession<T>(_ body: (KeyboardSession) throws -> T) throws -> T {
            let session = try TreeBacked.session(appearance: .dark)
            return try body(session)
        }
    }
}
