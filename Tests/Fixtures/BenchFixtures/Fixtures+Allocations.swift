import BenchKit

/// A subject that allocates at two known sites, for the allocation profile's acceptance test: every
/// call frees what `churn()` allocated (1,024 bytes) and every tenth call keeps what `hoard()`
/// allocated (4,096 bytes) for ever — not even its `deinit` frees it, so it is a leak. Both sizes are
/// jemalloc size classes, so the profile's bytes are the bytes asked for.
final class AllocationSites {
    static let churnBytes = 1_024
    static let hoardBytes = 4_096
    /// The tenth of the calls that leak.
    static let hoardEvery = 10

    /// The leaked blocks, reserved up front so that keeping one allocates nothing more.
    private var kept: [UnsafeMutableRawPointer] = []
    private var calls = 0

    init(capacity: Int) { kept.reserveCapacity(capacity) }

    /// One call: a transient block, and every `hoardEvery`th call a leaked one. Neither this nor the two
    /// sites is inlined or specialised, so a profile names the same three functions in every build.
    @inline(never)
    func step() {
        Self.churn()
        calls += 1
        if calls % Self.hoardEvery == 0 { kept.append(Self.hoard()) }
    }

    /// Allocates and frees `churnBytes` (the profile's transient site).
    @inline(never) @_optimize(none)
    static func churn() {
        let block = UnsafeMutableRawPointer.allocate(byteCount: churnBytes, alignment: 16)
        block.storeBytes(of: 1, as: UInt8.self)
        block.deallocate()
    }

    /// Allocates `hoardBytes` that nobody frees (the profile's leaking site).
    @inline(never) @_optimize(none)
    static func hoard() -> UnsafeMutableRawPointer {
        let block = UnsafeMutableRawPointer.allocate(byteCount: hoardBytes, alignment: 16)
        block.storeBytes(of: 1, as: UInt8.self)
        return block
    }
}

extension Fixtures {
    static let allocations: [RegisteredScenario] = [allocationSites.entry]

    /// 30 warm-up calls (3 leaks, which the profile must not show) and 200 measured calls: in the
    /// measured phase `churn` allocates 200 × 1,024 bytes (none live at its end) and `hoard` 20 × 4,096
    /// bytes (all live at its end, and after the subject is released).
    static var allocationSites: Scenario<AllocationSites> {
        Scenario("alloc-sites", tags: "allocations") {
            Subject { AllocationSites(capacity: 64) }
            Warmup(30)
            Repeat(200) { Measure("step") { (sites: AllocationSites, _: inout StepContext) in sites.step() } }
            TimeLimit(seconds: 20)
        }
    }
}
