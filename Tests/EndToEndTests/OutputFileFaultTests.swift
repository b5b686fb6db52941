import Foundation
import TestSupport
import Testing

/// `export --output` and `compare --json` through the real binary, on
/// short names, `-`, device nodes and FIFOs this test makes itself, links and link loops.
@Suite("export and compare outputs through the real binary", .serialized)
struct OutputFileFaultTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PerfCITests/Fixtures").path
    static let report = "\(fixtures)/compare/base-a.json"
    static let slower = "\(fixtures)/compare/slow-6pct.json"

    static func shell(_ script: String) async throws -> (code: Int32?, stdout: String, stderr: String, out: URL) {
        try await FaultTests.shell("R=\(report); S=\(slower); " + script)
    }

    @Test("a one-character name is a name; - is stdout (export and compare --json)")
    func shortNamesAndDash() async throws {
        let short = try await Self.shell(
            #"cd $OUT && $KB export --format bmf $R --output a && $KB compare $R $R --json b >/dev/null && ls"#)
        #expect(short.code == 0, "\(short.stderr)")
        #expect(short.stdout == "a\nb\n")
        let dash = try await Self.shell(#"cd $OUT && $KB export --format bmf $R --output -; echo "exit $?""#)
        #expect(dash.stdout.hasPrefix("{") && dash.stdout.hasSuffix("exit 0\n"), "\(dash.stderr)")
        let json = try await Self.shell(#"cd $OUT && $KB compare $R $R --json -; echo "exit $?"; ls"#)
        #expect(
            json.stdout.hasPrefix("{") && json.stdout.hasSuffix("exit 0\n"),
            "JSON on stdout, nothing written: \(json.stdout)")
    }

    /// Whether this process may make device nodes (root with CAP_MKNOD, as here and in the CI container).
    static let canMakeDevices: Bool = {
        let probe = "/tmp/kb-mknod-probe-\(getpid())"
        defer { unlink(probe) }
        return mknod(probe, S_IFCHR | 0o600, 1 << 8 | 3) == 0
    }()

    @Test(
        "a character device and a FIFO are written through and stay what they were",
        .enabled(if: canMakeDevices, "needs mknod (root with CAP_MKNOD)"))
    func devicesAndFifos() async throws {
        let run = try await Self.shell(
            #"""
            cd $OUT && mknod null c 1 3 && mknod full c 1 7 && mkfifo fifo || exit 9
            (cat fifo > from-fifo &) ; sleep 0.2
            $KB export --format bmf $R --output fifo; echo "fifo $?"
            $KB export --format bmf $R --output null; echo "null $?"
            $KB compare $R $R --json full >/dev/null; echo "full $?"
            sleep 0.2; stat -c '%n %F' null full fifo
            """#)
        #expect(run.stdout.contains("fifo 0\nnull 0\nfull 3\n"), "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("null character special file\nfull character special file\nfifo fifo\n"))
        #expect(run.stderr.split(separator: "\n") == ["error: cannot write to 'full': No space left on device"])
        let received = try String(contentsOfFile: run.out.appendingPathComponent("from-fifo").path, encoding: .utf8)
        #expect(received.hasPrefix("{"))
        #expect(!TemporaryDirectory.files(in: run.out).contains { $0.contains(".tmp-") })
    }

    @Test("a link to /proc/self/fd/1 stays a link; a link loop and a FIFO without reader are refused in one line")
    func linksAndLoops() async throws {
        let link = try await Self.shell(
            #"cd $OUT && ln -s /proc/self/fd/1 so && $KB export --format bmf $R --output so | wc -c; stat -c '%F' so"#)
        #expect(link.code == 0)
        #expect(
            link.stdout.hasSuffix("symbolic link\n") && !link.stdout.hasPrefix("0\n"), "\(link.stdout) \(link.stderr)")
        let loop = try await Self.shell(
            #"cd $OUT && ln -s loop loop && $KB export --format bmf $R --output loop; echo "exit $?""#)
        #expect(loop.stdout == "exit 2\n")
        #expect(loop.stderr == "error: --output 'loop': is a symbolic link loop\n")
        let json = try await Self.shell(#"cd $OUT && ln -s loop loop && $KB compare $R $R --json loop; echo "exit $?""#)
        #expect(json.stdout == "exit 2\n" && json.stderr == "error: --json 'loop': is a symbolic link loop\n")
        let lonely = try await Self.shell(
            #"cd $OUT && mkfifo fifo && $KB export --format bmf $R --output fifo; echo "exit $?""#)
        #expect(lonely.stdout == "exit 3\n")
        #expect(FaultTests.firstLine(lonely.stderr).contains("no process is reading it"))
    }

    @Test("export and compare (also with a regression) whose stdout is lost exit 3 and say so")
    func lostStdout() async throws {
        for command in [#"$KB export --format bmf $R"#, #"$KB compare $R $S"#] {
            for redirect in ["> /dev/full", ">&-"] {
                let run = try await Self.shell(#"\#(command) \#(redirect); echo "exit $?" >&2"#)
                #expect(run.stderr.hasSuffix("exit 3\n"), "\(command) \(redirect): \(run.stderr)")
                #expect(FaultTests.firstLine(run.stderr).hasPrefix("error: the output was lost"))
            }
        }
    }
}
