import FuzzSupport
import KeyboardCore

/// A keyboard session driven by bytes: the first bytes choose the device, appearance, globe and
/// saved state; then each byte picks an operation and the bytes after it are its operands. After
/// every operation the session's invariants are checked.
struct SessionProgram {
    let session: KeyboardSession
    let clock: ManualKeyboardClock
    let options: FuzzOptions

    /// The most operations one input runs (an input of a few KB stays well under a millisecond).
    static let maximumOperations = 512

    /// Builds the session the input describes (a refused device width ends the program), then runs it.
    static func run(_ input: inout FuzzBytes, options: FuzzOptions) throws(FuzzFinding) {
        let clock = ManualKeyboardClock(start: input.double())
        let device = Self.device(&input)
        let session: KeyboardSession
        do {
            session = try KeyboardSession(
                device: device, appearance: input.pick(Appearance.allCases),
                needsInputModeSwitchKey: input.byte() % 2 == 0, state: Self.state(&input), clock: clock)
        } catch {
            try expect(
                !(device.screenWidth >= KeyboardGeometry.minimumWidth && device.screenWidth.isFinite),
                "session", "refused the usable width \(device.screenWidth): \(error)")
            return
        }
        let program = SessionProgram(session: session, clock: clock, options: options)
        var operations = 0
        while !input.isAtEnd, operations < maximumOperations {
            operations += 1
            try program.step(&input)
            try program.checkInvariants()
        }
        try program.checkCensus()
    }

    /// A preset, or a device of any width and height.
    static func device(_ input: inout FuzzBytes) -> DevicePreset {
        let choice = input.byte()
        if choice % 4 != 0 { return DevicePreset.all[Int(choice / 4) % DevicePreset.all.count] }
        return DevicePreset(name: "fuzzed", screenWidth: input.double(), screenHeight: input.double())
    }

    /// Any of the nine states.
    static func state(_ input: inout FuzzBytes) -> KeyboardState {
        KeyboardState(mode: input.pick(KeyboardMode.allCases), shift: input.pick(ShiftState.allCases))
    }

    /// What holds after every operation: the saved state reads back as the state; the cache and the
    /// snippet stay within their capacities; the tree on screen is the one for the current state.
    func checkInvariants() throws(FuzzFinding) {
        let controller = session.controller
        let restored = try? KeyboardState(serialized: session.savedState)
        try expect(
            restored == controller.state, "state",
            "saved '\(session.savedState)' does not read back as \(controller.state)")
        try expect(
            controller.cachedTreeCount <= controller.cacheCapacity, "cache",
            "\(controller.cachedTreeCount) trees cached, capacity \(controller.cacheCapacity)")
        try expect(
            controller.snippetBuffer.count <= SnippetBuffer.defaultCapacity, "snippet",
            "\(controller.snippetBuffer.count) characters kept")
        if let tree = controller.currentTree {
            try expect(
                tree.cacheKey == controller.currentCacheKey, "tree",
                "tree on screen is for \(tree.cacheKey), state is \(controller.currentCacheKey)")
        }
    }

    /// While the session lives, every live tracked object is held by it (nothing leaked).
    func checkCensus() throws(FuzzFinding) {
        for entry in session.objectCensus() {
            try expect(
                entry.leaked == 0, "census",
                "\(entry.leaked) \(entry.type) alive but not held (live \(entry.live), held \(entry.held))")
        }
    }
}
