import Synchronization
import Testing
@testable import BenchKit

/// Counts how often each group of a fixture registry was built (its declarations evaluated).
final class GroupBuilds: Sendable {
    private let counts = Mutex<[Int]>([])

    /// Records a build of group `index`.
    func record(_ index: Int) {
        counts.withLock { counts in
            while counts.count <= index { counts.append(0) }
            counts[index] += 1
        }
    }

    /// Group `index` of a fixture registry: records its build, returns empty scenarios with the names.
    func group(_ index: Int, _ names: String...) -> [RegisteredScenario] {
        record(index)
        return names.map(emptyScenario)
    }

    /// Builds per group, for `groups` groups.
    func per(_ groups: Int) -> [Int] {
        counts.withLock { counts in (0..<groups).map { $0 < counts.count ? counts[$0] : 0 } }
    }
}

/// A trivial scenario named `name` (empty subject, one measured call of nothing).
func emptyScenario(_ name: String) -> RegisteredScenario {
    Scenario<Void>(name, tags: "fixture") {
        Subject { () }
        Repeat(1) { Measure("nothing") { _, _ in } }
    }.entry
}

/// The registry the worker is given is built group by group, and only as far as a command needs:
/// the resident floor builds no group, `run` builds groups only until one holds the name (the measuring
/// child, told the group, that group alone), `describe` builds each once (the worker's floor ≤ 10 MB).
@Suite struct RegistryLazinessTests {
    /// Three groups of two, counting their builds.
    static func registry(_ builds: GroupBuilds) -> ScenarioRegistry {
        ScenarioRegistry {
            builds.group(0, "a1", "a2")
            builds.group(1, "b1", "b2")
            builds.group(2, "c1", "c2")
        }
    }

    @Test func makingTheRegistryBuildsNoGroup() {
        let builds = GroupBuilds()
        _ = Self.registry(builds)
        #expect(builds.per(3) == [0, 0, 0])
    }

    @Test func theFloorBuildsNoGroup() throws {
        let builds = GroupBuilds()
        let (group, entry) = try #require(WorkerMain.resolve(FloorScenario.name, in: Self.registry(builds), hint: 1))
        #expect(entry.name == FloorScenario.name && group == nil)
        #expect(builds.per(3) == [0, 0, 0])
    }

    @Test func runBuildsGroupsOnlyUntilOneHoldsTheName() throws {
        let builds = GroupBuilds()
        let (group, entry) = try #require(WorkerMain.resolve("b2", in: Self.registry(builds)))
        #expect(entry.name == "b2" && group == 1)
        #expect(builds.per(3) == [1, 1, 0])
    }

    /// The reaper finds the group and passes it on; its measuring child builds that group alone.
    @Test func theMeasuringChildBuildsOnlyTheGroupItIsTold() throws {
        let builds = GroupBuilds()
        let (group, entry) = try #require(WorkerMain.resolve("c1", in: Self.registry(builds), hint: 2))
        #expect(entry.name == "c1" && group == 2)
        #expect(builds.per(3) == [0, 0, 1])
        let arguments = WorkerReaper.measuringArguments(
            ["/w", "run", "c1", "--seed", "1"], fixedLayout: false, group: 2)
        #expect(arguments == ["/w", "run", "c1", "--seed", "1", "--measure", "--group", "0002"])
        #expect(WorkerCommand.groupHint(Array(arguments.dropFirst())) == 2)
        #expect(
            WorkerCommand.parse(Array(arguments.dropFirst()))
                == .success(.run("c1", WorkerSettings(seed: 1, quick: false), measureHere: true)))
    }

    @Test func aWrongHintStillFindsTheEntry() throws {
        let builds = GroupBuilds()
        let (group, entry) = try #require(WorkerMain.resolve("a2", in: Self.registry(builds), hint: 2))
        #expect(entry.name == "a2" && group == 0)
        #expect(builds.per(3) == [1, 0, 1])
        #expect(WorkerMain.resolve("a1", in: Self.registry(GroupBuilds()), hint: 7)?.group == 0)
    }

    @Test func aBadGroupArgumentIsAUsageError() {
        #expect(
            WorkerCommand.parse(["run", "x", "--seed", "1", "--group", "-1"])
                == .failure(WorkerUsageError("--group takes a registry group index (0 or more), got '-1'")))
        #expect(WorkerCommand.parse(["run", "x", "--seed", "1", "--group"]).isFailure)
    }

    @Test func anUnknownNameBuildsEveryGroupOnceAndFindsNothing() {
        let builds = GroupBuilds()
        #expect(WorkerMain.resolve("nope", in: Self.registry(builds)) == nil)
        #expect(builds.per(3) == [1, 1, 1])
    }

    @Test func theCatalogueKeepsRegistrationOrderAndMatchesAnEagerRegistry() {
        let builds = GroupBuilds()
        let lazy = Self.registry(builds)
        let entries = lazy.entries
        #expect(entries.map(\.name) == ["a1", "a2", "b1", "b2", "c1", "c2"])
        #expect(builds.per(3) == [1, 1, 1])
        let eager = ScenarioRegistry(["a1", "a2", "b1", "b2", "c1", "c2"].map(emptyScenario))
        #expect(lazy.catalogue == eager.catalogue)
        #expect(lazy.problems == [])
    }

    @Test func aNameInTwoGroupsIsStillAClash() {
        let registry = ScenarioRegistry {
            [emptyScenario("same")]
            [emptyScenario("other"), emptyScenario("same")]
        }
        #expect(registry.problems.count == 1)
        #expect(registry.problems.first?.hasSuffix("are both named 'same'; names must be unique") == true)
    }
}
