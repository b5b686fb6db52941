import BenchModel
import Testing
@testable import BenchCLI

/// `run --shard K/N`: parsing, refusals, and shards that together run the selection once.
@Suite("run shards")
struct ShardPlanTests {
    @Test func theShardsTogetherRunEverySelectedScenarioOnce() throws {
        var names: [String] = []
        for index in 1...3 {
            let plan = try RunPlanTests.plan(["--shard", "\(index)/3"])
            #expect(plan.shard?.index == index && plan.shard?.count == 3 && plan.shard?.selection.count == 6)
            #expect(plan.shard?.costSource == "default")
            names += plan.scenarios.map(\.name)
        }
        #expect(names.sorted() == Catalogue.six.map(\.name).sorted())
    }

    @Test func everyShardRecordsTheSamePlan() throws {
        let digests = try (1...2).map { try RunPlanTests.plan(["--shard", "\($0)/2"]).shard?.plan }
        #expect(digests[0] != nil && digests[0] == digests[1])
    }

    @Test func aBadShardIsRefusedInOneLine() {
        for bad in ["0/2", "3/2", "2", "a/b", "1/0"] {
            #expect(
                RunPlanTests.refusal(["--shard", bad])
                    == "invalid --shard '\(bad)': expected K/N, whole numbers with 1 ≤ K ≤ N ≤ 1000 (e.g. 2/3)")
        }
    }

    @Test func moreShardsThanScenariosAreRefused() {
        #expect(
            RunPlanTests.refusal(["--filter", "^tree-", "--shard", "1/3"])
                == "--shard 1/3: the selection has 2 scenario(s), fewer than 3 shards")
    }

    @Test func shardCostsNeedAShardAndAShardNoPairedRun() {
        #expect(RunPlanTests.refusal(["--shard-costs", "costs.json"]) == "--shard-costs needs --shard K/N")
        #expect(
            RunPlanTests.refusal(["--shard", "1/2", "--against", "/bin/true"])?.hasPrefix(
                "--shard cannot be combined with --against") == true)
        #expect(
            RunPlanTests.refusal(["--shard", "1/2", "--shard-costs", "/nonexistent.json"])
                == "--shard-costs '/nonexistent.json': no such file or folder")
    }

    @Test func anUnshardedReportIsLeftAsItWas() throws {
        let plan = try RunPlanTests.plan([])
        #expect(plan.shard == nil)
    }
}
