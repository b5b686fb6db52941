import BenchKit
import KeyboardVocabulary
import KeyboardCore

/// Builds one layout's key tree from nothing (no cache) and releases it: the cold path of a switch.
public final class TreeBuildBench {
    let key: TreeCacheKey

    init(mode: KeyboardMode, device: DevicePreset, appearance: Appearance) {
        key = TreeCacheKey(mode: mode, shift: .off, appearance: appearance, width: device.screenWidth, showsGlobe: true)
    }

    /// One build; the tree is released when the call returns, as the old tree is on a real switch.
    func build() throws {
        let tree = try KeyboardTreeBuilder.build(key, target: nil)
        precondition(!tree.keyNodes.isEmpty, "a built tree has keys")
    }
}

/// Tree build per layout: frames, labels, colours and action targets of every node.
func treeBuild(_ mode: KeyboardMode) -> Benchmark<TreeBuildBench> {
    Benchmark("tree-build-\(mode)", tags: .nightly, .pr) {
        Subject { TreeBuildBench(mode: mode, device: .iPhone14Pro, appearance: .light) }
        Parameter("device", DevicePreset.iPhone14Pro.name)
        Parameter("layout", "\(mode)")
        Measure("build") { (bench: TreeBuildBench, _: inout StepContext) in try bench.build() }
        Sampling(maximum: 1, quick: 0.2)
        Budget(.latency("build"), .p100, below: .milliseconds(100))
        TimeLimit(seconds: 60)
    }
}
