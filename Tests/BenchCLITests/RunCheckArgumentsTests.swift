import Testing

@testable import BenchCLI

/// `run --check-arguments`: what a wrapping script (scripts/nightly.sh) learns before it builds the worker.
@Suite("run --check-arguments")
struct RunCheckArgumentsTests {
    @Test func theSettingsAScriptNeedsArePrintedOneALine() throws {
        let plain = try RunCommand.parse(["--check-arguments"]).checkedSettings()
        #expect(plain == "output=Reports\nquick=0\nshard=0\n")
        let smoke = try RunCommand.parse(["--check-arguments", "--quick", "--output=/tmp/r", "--shard", "1/2"])
        #expect(try smoke.checkedSettings() == "output=/tmp/r\nquick=1\nshard=1\n")
    }

    @Test func whatNeedsNoWorkerIsCheckedToo() {
        for arguments in [["--filter", "a**"], ["--filter", "("], ["--shard", "4/3"], ["--shard", "a/b"]] {
            #expect(throws: (any Error).self, "\(arguments)") {
                try RunCommand.parse(["--check-arguments"] + arguments).checkedSettings()
            }
        }
        #expect(throws: (any Error).self) { try RunCommand.parse(["--check-arguments", "--frobnicate"]) }
    }
}
