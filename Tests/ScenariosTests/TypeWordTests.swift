import BenchKit
import KeyboardCore
import KeyboardVocabulary
import Testing

/// The `Type` word, run through the real run template: the whole printable range of the standard
/// layouts typed from every starting layout and shift state ends up in the host field, exactly.
@Suite(.serialized) struct TypeWordTests {
    /// Every character a standard layout can type: outputs, alternates, and capitals of the letters.
    static var printable: String {
        var characters: [String] = []
        for entry in KeyboardLayout.keyListing {
            for text in [entry.output].compactMap({ $0 }) + entry.alternates where text != "\n" {
                characters.append(text)
                if entry.mode == .letters, text.uppercased() != text, text.uppercased().count == 1 {
                    characters.append(text.uppercased())
                }
            }
        }
        var seen = Set<String>()
        return characters.filter { seen.insert($0).inserted }.joined()
    }

    static let starts: [KeyboardState] = KeyboardMode.allCases.flatMap { mode in
        ShiftState.allCases.map { KeyboardState(mode: mode, shift: $0) }
    }

    @Test("from every start", arguments: starts)
    func typesEverything(start: KeyboardState) throws {
        let text = Self.printable
        let scenario = Scenario<KeyboardSession>("type-everything") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Setup(.perRun) { session in
                try session.display()
                session.controller.restore(start)
            }
            Metric("typed-exactly", unit: .count, polarity: .largerIsBetter)
            Repeat(1) { Type(text, hostFieldLimit: nil) }
            Record("typed-exactly") { $0.document.text == text ? 1 : 0 }
        }
        #expect(scenario.entry.problems == [])
        let frames = try scenario.entry.runInProcess(WorkerSettings(seed: 1, quick: false))
        let channels =
            frames.compactMap { frame -> [MetricSpec]? in
                if case .channels(let specs) = frame { return specs }; return nil
            }.first ?? []
        let channel = try #require(channels.firstIndex { $0.id == "typed-exactly" })
        let values = frames.compactMap { frame -> [ChannelValue]? in
            if case .values(let list) = frame { return list }; return nil
        }.flatMap { $0 }
        #expect(values.first { $0.channel == channel }?.value == 1, "from \(start): \(text.count) characters")
        #expect(text.count > 150)
    }
}
