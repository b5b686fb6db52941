import Glibc
import Testing

@testable import BenchSafety
import TestSupport

/// How `OutputFile` decides where a single output file goes, and that writing
/// never replaces a device, a FIFO or a link.
@Suite(.serialized) struct OutputFileTests {
    @Test func dashIsStdoutAndShortNamesAreFiles() throws {
        #expect(try OutputFile("-", option: "--output").destination == .standardOutput)
        #expect(try OutputFile("a", option: "--output").destination == .file("a"))
    }

    @Test func refusalsNameTheOptionAndThePath() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        symlink("loop", scratch.at("loop"))
        symlink("nothing-here", scratch.at("dangling"))
        scratch.makeDirectory("folder")
        let cases = [
            ("", "--output '': is empty; give a file name, or - for stdout"),
            (scratch.at("loop"), "is a symbolic link loop"),
            (scratch.at("dangling"), "is a symbolic link to nothing"),
            (scratch.at("folder"), "is a directory; name a file"),
            (scratch.at("missing/report.csv"), "does not exist"),
        ]
        for (path, message) in cases {
            #expect(throws: OutputPathError.self) { try OutputFile(path, option: "--output") }
            do { _ = try OutputFile(path, option: "--output") } catch {
                #expect(error.message.contains(message), "\(error.message)")
                #expect(error.message.hasPrefix("--output '"))
            }
        }
    }

    /// Whether this process may make device nodes (root with CAP_MKNOD, as here and in the CI container).
    static let canMakeDevices: Bool = {
        let probe = "/tmp/bench-safety-mknod-\(getpid())"
        defer { unlink(probe) }
        return mknod(probe, S_IFCHR | 0o600, 1 << 8 | 3) == 0
    }()

    @Test(.enabled(if: canMakeDevices, "needs mknod (root with CAP_MKNOD)"))
    func aDeviceIsWrittenThroughAndStaysADevice() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        #expect(mknod(scratch.at("null"), S_IFCHR | 0o666, 1 << 8 | 3) == 0)  // major 1, minor 3: like /dev/null
        #expect(mknod(scratch.at("full"), S_IFCHR | 0o666, 1 << 8 | 7) == 0)  // major 1, minor 7: like /dev/full
        let null = try OutputFile(scratch.at("null"), option: "--output")
        #expect(null.destination == .device(scratch.at("null")))
        try null.write(Array("x".utf8))
        #expect(throws: SystemError.self) {
            try OutputFile(scratch.at("full"), option: "--output").write(Array("x".utf8))
        }
        #expect(NodeKind.of(scratch.at("null"), follow: false) == .characterDevice)
        #expect(NodeKind.of(scratch.at("full"), follow: false) == .characterDevice)
        #expect(scratch.files() == ["full", "null"], "no temporary left")
    }

    @Test func aLinkToAFileIsWrittenAtItsTargetAndStaysALink() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        scratch.makeFile("real.csv", "old")
        symlink("real.csv", scratch.at("link.csv"))
        let target = try OutputFile(scratch.at("link.csv"), option: "--output")
        try target.write(Array("new".utf8))
        #expect(scratch.read("real.csv") == "new")
        #expect(NodeKind.of(scratch.at("link.csv"), follow: false) == .symbolicLink)
    }
}
