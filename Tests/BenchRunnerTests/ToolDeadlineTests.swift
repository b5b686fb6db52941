import BenchProfile
import Foundation
import TestSupport
import Testing

@testable import BenchRunner

/// Every external tool the harness runs has a deadline: a perf, swift-demangle or llvm-symbolizer that
/// never returns is killed with its children, and the error names the tool (the CLI exits 3).
struct ToolDeadlineTests {
    /// A tool that starts `sleep 600`, writes that child's pid into `child.pid` beside it, and waits.
    static func hangingTool(_ directory: TemporaryDirectory, named name: String) throws -> String {
        let path = directory.at(name)
        try Shell.writeExecutable("#!/bin/sh\nsleep 600 &\necho $! > '\(directory.at("child.pid"))'\nwait\n", at: path)
        return path
    }

    /// Fails when the child the hanging tool started is still running after a second.
    static func expectChildGone(_ directory: TemporaryDirectory) {
        let text = (try? String(contentsOfFile: directory.at("child.pid"), encoding: .utf8)) ?? ""
        guard let child = Int32(text.filter(\.isNumber)) else { return }
        for _ in 0..<50 where kill(child, 0) == 0 && !isZombie(child) { usleep(20_000) }
        #expect(kill(child, 0) != 0 || isZombie(child), "the tool's child \(child) outlived it")
    }

    static func isZombie(_ pid: Int32) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.hasPrefix(" Z") ?? true
    }

    @Test func aPerfPermissionProbeThatNeverReturnsIsKilled() throws {
        let directory = try TemporaryDirectory("tool-deadline")
        let perf = try Self.hangingTool(directory, named: "perf")
        let start = ContinuousClock.now
        #expect {
            try CPUCollector(perf: perf, rate: 99).checkPermission(deadlineSeconds: 0.5)
        } throws: { error in
            "\(error)".contains("permission probe") && "\(error)".contains("\(perf) did not finish within 0.5 s")
        }
        #expect(ContinuousClock.now - start < .seconds(5))
        Self.expectChildGone(directory)
    }

    @Test func aSwiftDemangleThatNeverReturnsIsKilled() throws {
        let directory = try TemporaryDirectory("tool-deadline")
        var demangler = SwiftDemangler(toolPath: try Self.hangingTool(directory, named: "swift-demangle"))
        demangler.deadlineSeconds = 0.5
        #expect {
            _ = try demangler.demangle(["$s4main3fooyyF"])
        } throws: { error in
            "\(error)".contains("swift-demangle did not finish within 0.5 s")
        }
        Self.expectChildGone(directory)
    }

    @Test func anLLVMSymbolizerThatNeverReturnsIsKilled() throws {
        let directory = try TemporaryDirectory("tool-deadline")
        let symbolizer = CodeSymbolizer(
            executable: try Self.hangingTool(directory, named: "llvm-symbolizer"), deadlineSeconds: 0.5)
        #expect {
            _ = try symbolizer.frames(in: "/bin/true", at: [0x1000])
        } throws: { error in
            "\(error)".contains("llvm-symbolizer did not finish within 0.5 s")
        }
        Self.expectChildGone(directory)
    }
}
