import BenchKit
import Glibc
import Synchronization

/// A tracked class, counted like the keyboard core's key nodes: +1 in init, −1 in deinit.
final class TrackedNode {
    static let live = Atomic<Int>(0)
    /// A kilobyte of payload, so a leaked node also grows the heap.
    let payload = [UInt8](repeating: 7, count: 1024)

    init() { Self.live.add(1, ordering: .relaxed) }
    deinit { Self.live.subtract(1, ordering: .relaxed) }
}

/// A subject that keeps one node and, when leaky, also keeps every node it makes (an unbounded cache).
final class NodeChurn {
    let leaks: Bool
    var current = TrackedNode()
    var forgotten: [TrackedNode] = []

    init(leaks: Bool) {
        self.leaks = leaks
        forgotten.reserveCapacity(10_000)
    }

    /// Replaces the current node; a leaky churn keeps the old one forever.
    func replace() {
        let old = current
        current = TrackedNode()
        if leaks { forgotten.append(old) }
    }

    /// Live nodes against the one this subject is meant to hold.
    func census() -> [ObjectCount] {
        [ObjectCount(type: "TrackedNode", live: TrackedNode.live.load(ordering: .relaxed), expected: 1)]
    }

    @Sendable static func live() -> [String: Int] { ["TrackedNode": TrackedNode.live.load(ordering: .relaxed)] }
}

/// Fixtures written in the DSL: they run through the real executor, probes and worker, so the
/// harness's leak and budget verdicts are tested on memory and time that were really spent.
extension Fixtures {
    static let dsl: [RegisteredScenario] = [
        churn(name: "dsl-leak", leaks: true).entry,
        churn(name: "dsl-clean", leaks: false).entry,
        capped().entry,
        slowOperation().entry,
        slowestCalls().entry,
    ]

    /// 20 warm-up and 200 measured node replacements; the leaky one keeps every old node
    /// (220 objects; the 200 of the measured phase are ≥ 200 kB of heap growth).
    static func churn(name: String, leaks: Bool) -> Scenario<NodeChurn> {
        Scenario(name, tags: "dsl", leaks ? "failing" : "ok") {
            Subject { NodeChurn(leaks: leaks) }
            Warmup(20)
            Repeat(200, quick: 200) {
                Measure("replace") { (churn: NodeChurn, _: inout StepContext) in churn.replace() }
            }
            TrackObjects(census: { $0.census() }, live: NodeChurn.live)
            Budget(.heapGrowth, atMost: .bytes(0))
            Budget(.leakedObjects, atMost: 0)
            TimeLimit(seconds: 20)
        }
    }

    /// `dsl-clean`'s churn capped at 2 repetitions.
    static func capped() -> Scenario<NodeChurn> {
        Scenario("dsl-capped", tags: "dsl", "ok") {
            Subject { NodeChurn(leaks: false) }
            Warmup(20)
            Repeat(200, quick: 200) {
                Measure("replace") { (churn: NodeChurn, _: inout StepContext) in churn.replace() }
            }
            Budget(.heapGrowth, atMost: .bytes(0))
            TimeLimit(seconds: 20)
            Repetitions(atMost: 2, because: "a fixture whose two workers say all")
        }
    }

    /// An operation that takes 2 ms against a 1 ms budget.
    static func slowOperation() -> Scenario<NodeChurn> {
        Scenario("dsl-budget-breach", tags: "dsl", "failing") {
            Subject { NodeChurn(leaks: false) }
            Repeat(20, quick: 20) {
                Measure("sleep") { (_: NodeChurn, _: inout StepContext) in usleep(2_000) }
            }
            Budget(.latency("sleep"), .p50, below: .milliseconds(1))
            TimeLimit(seconds: 20)
        }
    }

    /// Two fast steps; the second sleeps 3 ms in iteration 7 only: the slowest call, and where it was.
    static func slowestCalls() -> Scenario<NodeChurn> {
        Scenario("dsl-slowest", tags: "dsl", "ok") {
            Subject { NodeChurn(leaks: false) }
            Warmup(5)
            Repeat(50, quick: 50) {
                Measure("quick") { (_: NodeChurn, _: inout StepContext) in }
                Measure("spike") { (_: NodeChurn, context: inout StepContext) in
                    if context.phase == .measured && context.iteration == 7 { usleep(3_000) }
                }
            }
            TimeLimit(seconds: 20)
        }
    }
}
