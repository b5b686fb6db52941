import BenchProfile
import Testing

@Suite struct FlameGraphTests {
    static var profile: FoldedStacks {
        var stacks = FoldedStacks(unit: .instructions)
        stacks.add(["main", "run", "parse"], weight: 60)
        stacks.add(["main", "run", "parse", "parse"], weight: 20)
        stacks.add(["main", "run"], weight: 10)
        stacks.add(["main", "draw"], weight: 10)
        return stacks
    }

    @Test func drawsOneWellFormedFramePerNodeWithWeightsUnitAndShares() throws {
        let svg = FlameGraph.svg(Self.profile, title: "parse <& draw>")
        let graph = try SVGFrames.parse(svg).get()
        #expect(graph.frames.map(\.name) == ["all", "main", "draw", "run", "parse", "parse"])
        #expect(graph.texts["title"] == "parse <& draw>")
        #expect(graph.texts["subtitle"] == "100 instructions")
        let parse = try #require(graph.named("parse").first)
        #expect(parse.title == "parse — 80 instructions (80.0 %)")
        #expect(graph.named("draw").first?.title == "draw — 10 instructions (10.0 %)")
        #expect(graph.named("all").first?.width == 1179)
        #expect(graph.named("main").first?.label == "main")
        #expect(graph.named("parse").last?.depth == 4)
        #expect(svg.contains("<script><![CDATA[") && svg.contains("<style>"))
        #expect(!svg.contains("href=") && !svg.contains("src=") && !svg.contains("@import"))
    }

    @Test func sameNameSameColourAndTheSameProfileGivesTheSameDocument() throws {
        var other = FoldedStacks(unit: .samples)
        other.add(["start", "parse"], weight: 3)
        let first = try SVGFrames.parse(FlameGraph.svg(Self.profile, title: "a")).get()
        let second = try SVGFrames.parse(FlameGraph.svg(other, title: "b")).get()
        #expect(first.named("parse").first?.fill == second.named("parse").first?.fill)
        #expect(first.named("parse").first?.fill != first.named("draw").first?.fill)
        #expect(FlameGraph.svg(Self.profile, title: "a") == FlameGraph.svg(Self.profile, title: "a"))
    }

    @Test func namesThatAreNotXMLSafeAreEscapedAndLongLabelsCut() throws {
        var stacks = FoldedStacks(unit: .bytes)
        let awkward = "Array<\"quoted\" & 'single'>.append]]>\u{1}(_:)"
        let long = "closure #1 in static " + String(repeating: "VeryLongTypeName.", count: 20) + "function()"
        stacks.add(["main", awkward], weight: 1)
        stacks.add(["main", long], weight: 1)
        let graph = try SVGFrames.parse(FlameGraph.svg(stacks, title: "<&>")).get()
        #expect(graph.named("Array<\"quoted\" & 'single'>.append]]>\u{FFFD}(_:)").count == 1)
        let label = try #require(graph.named(long).first?.label)
        #expect(label.hasSuffix("..") && label.count < long.count && long.hasPrefix(label.dropLast(2)))
    }

    @Test func anEmptyProfileStillMakesADocument() throws {
        let graph = try SVGFrames.parse(FlameGraph.svg(FoldedStacks(unit: .samples), title: "none")).get()
        #expect(graph.frames.map(\.name) == ["all"])
    }

    @Test func theDifferentialGraphIsRedWhereAFunctionGrewBlueWhereItShrankWithBaseToCurrent() throws {
        var base = Self.profile
        base.add(["main", "draw"], weight: 30)
        var current = Self.profile
        current.add(["main", "run", "parse"], weight: 100)
        let svg = FlameGraph.differentialSVG(base: base, current: current, title: "diff")
        let graph = try SVGFrames.parse(svg).get()
        let parse = try #require(graph.named("parse").first)
        #expect(parse.fill == "rgb(255,30,30)")
        #expect(parse.title.contains("self 60 → 160 instructions (+100, +166.7 %)"))
        let draw = try #require(graph.named("draw").first)
        #expect(draw.fill.hasPrefix("rgb(") && draw.fill.hasSuffix(",255)"))
        #expect(draw.title.contains("self 40 → 10 instructions (−30, −75.0 %)"))
        #expect(graph.named("main").first?.fill == "rgb(221,221,221)")
        #expect(graph.named("all").first?.width == 1179)
        #expect(graph.texts["subtitle"] == "base 130 → current 200 instructions; red: grew, blue: shrank")
    }

    @Test func framesTooNarrowToSeeAreLeftOutSoALargeProfileStaysSmall() throws {
        var stacks = FoldedStacks(unit: .samples)
        stacks.add(["main", "hot"], weight: 1_000_000)
        for index in 0..<20_000 {
            stacks.add(["main", "cold\(index)"] + (0..<20).map { "callee\($0)" }, weight: 1)
        }
        let svg = FlameGraph.svg(stacks, title: "large")
        let graph = try SVGFrames.parse(svg).get()
        #expect(graph.frames.map(\.name) == ["all", "main", "hot"])
        #expect(svg.utf8.count < 20_000)
        #expect(graph.texts["subtitle"] == "1,020,000 samples")
    }
}
