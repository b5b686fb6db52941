import BenchKit
import SceneRenderer
import TouchMapping
import VisionPipeline

/// One rendered frame with the finger touching a key, and a calibrated pipeline over it: each stage
/// over the whole frame, or the whole pipeline (region of interest, shadow, mapping) per call.
public final class VisionStageBench {
    let renderer: SceneRenderer
    let pipeline: VisionPipeline
    let stages: VisionStages
    let layout: FrameLayout
    private var clock = 0.0
    private var sink = 0.0

    init(width: Int, height: Int) throws {
        var settings = SceneSettings()
        (settings.width, settings.height) = (width, height)
        let renderer = try SceneRenderer(settings: settings, text: "the quick brown fox")
        let layout = try FrameLayout(width: width, height: height)
        renderer.renderReference()
        let pipeline = try renderer.frame.pixels.withUnsafeBufferPointer {
            try VisionPipeline(reference: $0, layout: layout, keyboard: renderer.keyboard)
        }
        (self.renderer, self.layout, self.pipeline) = (renderer, layout, pipeline)
        stages = VisionStages(pipeline: pipeline)
        renderer.render(frame: renderer.script.contacts[3].start + 1)
        try segment()
        open()
        label()
    }

    func segment() throws {
        try renderer.frame.pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
            try stages.segment(buffer, layout: layout)
        }
    }

    func open() { stages.open() }

    func label() { sink += stages.label() ? 1 : 0 }

    func shadow() { sink += renderer.frame.pixels.withUnsafeBufferPointer { stages.shadowGap($0, layout: layout) } }

    /// The whole pipeline on the frame (the debouncer sees a long contact; the frame is the same).
    func whole() throws {
        clock += 1.0 / 60
        let outcome = try renderer.frame.pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
            try pipeline.process(buffer, layout: layout, timestamp: clock)
        }
        sink += outcome.shadowDistance
    }
}

/// Micro-benchmarks per stage at 640 × 480 and 1280 × 720, and the whole pipeline.
public enum VisionBenchmarks {
    /// The registered benchmarks.
    public static var all: [RegisteredScenario] {
        [(640, 480), (1_280, 720)].flatMap { size in
            [
                stage("segment", size) { try $0.segment() }, stage("open", size) { $0.open() },
                stage("components", size) { $0.label() },
                stage("shadow", size) { $0.shadow() }, stage("pipeline", size) { try $0.whole() },
            ]
        }
    }

    static func stage(_ name: String, _ size: (Int, Int), _ body: @escaping (VisionStageBench) throws -> Void)
        -> RegisteredScenario
    {
        Benchmark("vision-\(name)-\(size.0)x\(size.1)", tags: .nightly) {
            Subject { try VisionStageBench(width: size.0, height: size.1) }
            Parameter("frame", "\(size.0)x\(size.1) rgba, finger touching a key")
            Parameter("scope", name == "pipeline" ? "region of interest, shadow, mapping" : "whole frame")
            Measure(name) { (bench: VisionStageBench, _: inout StepContext) in try body(bench) }
            Sampling(maximum: 0.5, quick: 0.1)
            Budget(.allocations(name), atMost: .count(0))
            TimeLimit(seconds: 60)
        }.entry
    }
}
