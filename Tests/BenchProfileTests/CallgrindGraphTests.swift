import BenchProfile
import Foundation
import TestSupport
import Testing

/// Callgrind's call graph read from real files, the stacks rebuilt from it, and both checked against
/// `callgrind_annotate`, the peer that reads the same files.
@Suite struct CallgrindGraphTests {
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtureURL(name), encoding: .utf8)
    }

    static func fixtureURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../Fixtures/callgrind/\(name)")
    }

    @Test("self costs, call arcs and stacks of a small real file (10 calls of 100 and of 1000 loop steps)")
    func smallFile() throws {
        let graph = try CallgrindGraph(parsing: Self.fixture("two-operations.callgrind.out"))
        #expect(graph.selfCost["work"] == 66_120)
        #expect(graph.selfCost["kb_cg_op_0"] == 70)
        #expect(graph.arcs["kb_cg_op_0"]?["work"] == .init(calls: 10, instructions: 6_060))
        #expect(graph.arcs["kb_cg_measure"]?["kb_cg_op_1"] == .init(calls: 10, instructions: 60_130))
        #expect(graph.inclusive("work") == 66_120)
        let stacks = graph.folded(roots: [("kb_cg_op_0", "small"), ("kb_cg_op_1", "large")])
        #expect(
            stacks.weights == [
                ["small"]: 70, ["small", "work"]: 6_060, ["large"]: 70, ["large", "work"]: 60_060,
            ])
        #expect(stacks.unit == .instructions)
    }

    @Test("text that is not callgrind's is refused in one line")
    func refusesOtherText() {
        #expect(throws: CallgrindGraphError.self) { try CallgrindGraph(parsing: "hello\nworld\n") }
        #expect(throws: CallgrindGraphError.self) { try CallgrindGraph(parsing: "events: Ir\nfn=a\n12 abc\n") }
    }

    @Test(
        "self costs match callgrind_annotate's, and the rebuilt stacks keep every function's total", .needs(.valgrind))
    func matchesCallgrindAnnotate() throws {
        let file = Self.fixtureURL("cached-switch-debug.callgrind.out").path
        let annotate = try TestProcess.run("/usr/bin/env", ["callgrind_annotate", "--threshold=100", file])
        #expect(annotate.exitCode == 0)
        let peer = Self.selfCosts(annotate.stdout)
        #expect(peer.count > 50)
        let graph = try CallgrindGraph(parsing: Self.fixture("cached-switch-debug.callgrind.out"))
        for (function, cost) in peer { #expect(graph.selfCost[function] == cost, "\(function)") }
        // The measured calls' stacks: every function's self cost summed over its stacks is callgrind's
        // within 0.5 % (what a recursive call spends below its second appearance on a stack is cut:
        // 0.18 % of swift_retain's here), for the functions that run only inside the measured calls.
        let stacks = graph.folded(roots: [("kb_cg_op_0", "switch")])
        var leaves: [String: UInt64] = [:]
        for (stack, weight) in stacks.weights { leaves[stack.last!, default: 0] += weight }
        let top = peer.sorted { $0.value > $1.value }.prefix(10)
        for (function, cost) in top {
            let rebuilt = Double(leaves[function] ?? 0)
            #expect(abs(rebuilt - Double(cost)) <= Double(cost) * 0.005 + 5, "\(function): \(rebuilt) vs \(cost)")
        }
        // The operation's stacks hold its inclusive instructions (the arc kb_cg_measure → kb_cg_op_0).
        let inclusive = Double(graph.arcs["kb_cg_measure"]?["kb_cg_op_0"]?.instructions ?? 0)
        #expect(abs(Double(stacks.totalWeight) - inclusive) <= inclusive * 0.001)
    }

    /// `callgrind_annotate`'s per-function lines: `8,194,000 ( 6.84%)  file:function [object]`.
    static func selfCosts(_ text: String) -> [String: UInt64] {
        var costs: [String: UInt64] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let space = trimmed.firstIndex(of: " "), let cost = UInt64(trimmed[..<space].filter { $0 != "," }),
                let close = trimmed.range(of: "%)  ")
            else { continue }
            var location = trimmed[close.upperBound...]
            if location.hasSuffix("]"), let open = location.range(of: " [", options: .backwards) {
                location = location[..<open.lowerBound]
            }
            guard let colon = location.firstIndex(of: ":") else { continue }
            costs[String(location[location.index(after: colon)...]), default: 0] += cost
        }
        return costs
    }

    @Test func costsAreKeptByInstructionAddressWithRelativePositionsDecoded() throws {
        // `--dump-instr=yes`: the first position is the instruction's address, absolute or relative to the
        // previous cost line's; a call's cost line is the call instruction's address.
        let text = """
            positions: instr line
            events: Ir
            fn=(1) log
            0x1000 10 5
            +4 11 7
            cfn=(2) swift_slowAlloc
            calls=2 0x9000 0
            * 11 100
            +3 12 1
            fn=(3) other
            -8 3 2
            """
        let graph = try CallgrindGraph(parsing: text)
        #expect(graph.sites["log"] == [0x1000: 5, 0x1004: 107, 0x1007: 1])
        #expect(graph.heaviestSite(of: "log") == 0x1004)
        #expect(graph.sites["other"] == [0xfff: 2])
        #expect(graph.selfCost["log"] == 13)
        #expect(graph.arcs["log"]?["swift_slowAlloc"] == .init(calls: 2, instructions: 100))
    }
}
