import BenchKit
import Glibc

/// Fixtures whose workers misbehave: each must become that scenario's failure, never the run's.
enum Fixtures {
    struct CalibrationMissing: Error, CustomStringConvertible {
        var description: String { "calibration file 'touch-offsets.json' is missing" }
    }

    /// A scenario whose one measured step does `body` on its 3rd iteration.
    static func misbehaving(_ name: String, limit: Double = 10, _ body: @escaping () throws -> Void)
        -> RegisteredScenario
    {
        Scenario<Void>(name, tags: "crashing") {
            Subject { () }
            Repeat(10) {
                Measure("step") { (_: Void, context: inout StepContext) in
                    if context.iteration == 3 { try body() }
                }
            }
            Budget(.latency("step"), .p100, below: .milliseconds(100))
            TimeLimit(seconds: limit)
        }.entry
    }

    static let misbehaving: [RegisteredScenario] = [
        misbehaving("fixture-crash") { fatalError("fixture-crash: deliberate crash in the measured phase") },
        misbehaving("fixture-hang", limit: 2) { while true { sleep(1000) } },
        misbehaving("fixture-exit") {
            print("fixture-exit: leaving without a result")
            exit(7)
        },
        misbehaving("fixture-garbage") {
            // A frame header on the frame stream (the descriptor the worker dup'ed from stdout: 3)
            // declaring 4 KiB of payload, then an exit as if all were well.
            var bytes: [UInt8] = [0x52, 0x00, 0x10, 0x00, 0x00, 0x01, 0x02]
            _ = write(3, &bytes, bytes.count)
            exit(0)
        },
        misbehaving("fixture-throws") { throw CalibrationMissing() },
        misbehaving("fixture-prints") { print("a scenario's own output goes to stderr, never into the frames") },
    ]
}
