import BenchModel
import Testing
@testable import BenchCLI

/// A `run` command line checked against a catalogue: the selection, the settings, the output.
@Suite("run plan")
struct RunPlanTests {
    static func plan(_ arguments: [String]) throws -> RunPlan {
        let command = try RunCommand.parse(["--output", try Catalogue.freshOutput()] + arguments)
        return try RunPlan(command, numbers: try command.numbers(), catalogue: Catalogue.six)
    }

    static func refusal(_ arguments: [String]) -> String? {
        do { _ = try plan(arguments) } catch let error as UsageError { return error.message } catch {
            return "\(error)"
        }
        return nil
    }

    @Test func filterAndTagsSelectInCatalogueOrder() throws {
        #expect(
            try Self.plan(["--filter", "^tree-"]).scenarios.map(\.name) == ["tree-build-letters", "tree-build-numbers"])
        #expect(try Self.plan(["--tag", "nightly"]).scenarios.map(\.name) == ["cold-display", "appearance-change"])
        #expect(
            try Self.plan(["--filter", "-change$", "--tag", "nightly"]).scenarios.map(\.name) == ["appearance-change"])
        #expect(try Self.plan([]).scenarios.count == 6)
    }

    @Test func anUnknownTagOrAnEmptySelectionIsRefused() {
        #expect(Self.refusal(["--tag", "weekly"]) == "unknown tag 'weekly' (known: nightly, pr)")
        #expect(
            Self.refusal(["--filter", "^nothing$"])?.hasPrefix(
                "no scenario matches --filter '^nothing$' (known: cached-switch,") == true)
    }

    @Test func aFilterMatchingEverythingIsRefused() {
        #expect(Self.refusal(["--filter", "x?"])?.contains("matches the empty string, hence every scenario") == true)
        #expect(Self.refusal(["--filter", "(unclosed"]) != nil)
    }

    @Test func theSettingsCarryTheCommandLine() throws {
        let plan = try Self.plan(["--quick", "--seed", "7", "--repetitions", "3", "--samples", "--time-scale", "1"])
        #expect(
            plan.settings.quick && plan.settings.seed == 7 && plan.settings.repetitions == 3
                && plan.settings.keepSamples == true)
        #expect(plan.settings.timeScale == nil, "a time scale of 1 is no time scale")
        #expect(try Self.plan(["--time-scale", "0.5"]).settings.timeScale == 0.5)
        #expect(plan.baseline == nil && plan.against == nil && plan.shard == nil)
    }

    @Test func theModeSaysWhatTheRunIsMeasuredAgainst() throws {
        guard case .single(shard: nil) = try Self.plan([]).mode else {
            Issue.record("a plain run is one worker's, unsharded")
            return
        }
        guard case .single(shard: let shard?) = try Self.plan(["--shard", "2/3"]).mode else {
            Issue.record("a sharded run is one worker's, with its shard")
            return
        }
        #expect(shard.index == 2 && shard.count == 3)
    }

    @Test func anOutputThatIsAFileIsRefusedBeforeAnythingRuns() throws {
        let file = try Catalogue.file("{}")
        #expect(Self.refusal(["--output", file])?.hasPrefix("--output '\(file)'") == true)
    }

    @Test func selectionDescribesItselfForMessages() {
        #expect(ScenarioSelection(filter: "a", tags: ["pr"]).description == "--filter 'a' --tag 'pr'")
        #expect(ScenarioSelection(filter: nil, tags: []).description == "the selection")
    }
}
