import Foundation
import TestSupport
import Testing

/// `run` refuses before the first scenario what it used to find too late;
/// the worker on a terminal or with a lost stdout; help for unknown commands; `--filter` that matches
/// everything. Through the real binaries (`$KB`, `$W` the fixture worker).
@Suite("run and the worker: checked early, failing loudly", .serialized)
struct CommandLineFaultTests {
    static let other = "\(OutputFileFaultTests.fixtures)/compare/other-machine.json"

    @Test(
        "a baseline of another machine, a dangling --output link, a deleted working directory: exit 2, nothing run")
    func refusedBeforeTheRun() async throws {
        let cases = [
            (
                "$KB run --worker $W --filter '^dsl-clean$' --output $OUT/r --baseline \(Self.other)",
                "error: --baseline '\(Self.other)': the runs come from different machines"
            ),
            (
                "ln -s $OUT/nowhere $OUT/link && $KB run --worker $W --filter '^dsl-clean$' --output $OUT/link",
                "error: --output '"
            ),
            (
                #"sed 's/"started_at": "[^"]*"/"started_at": "not a date"/' \#(Self.other) > $OUT/b.json && $KB run --worker $W --filter '^dsl-clean$' --output $OUT/r --baseline $OUT/b.json --allow-different-machines"#,
                "error: --baseline '"
            ),
            (
                "mkdir $OUT/gone && cd $OUT/gone && rmdir $OUT/gone && $KB run --worker $W --filter '^dsl-clean$' --output r",
                "error: --output 'r': is relative, and the working directory no longer exists"
            ),
        ]
        for (script, message) in cases {
            let run = try await FaultTests.shell(script + #"; echo "exit $?""#)
            #expect(run.stdout == "exit 2\n", "\(script): \(run.stdout) \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix(message), "\(run.stderr)")
            #expect(!run.stderr.contains("dsl-clean"), "no scenario started")
            #expect(
                TemporaryDirectory.files(in: run.out).allSatisfy { $0 == "link" || $0 == "b.json" }, "nothing written")
        }
    }

    @Test("the worker refuses a terminal; a lost frame stream is a failure")
    func workerOutputs() async throws {
        let terminal = try await FaultTests.shell(
            #"script -qec "$W describe" /dev/null | tr -d '\r'; echo "exit ${PIPESTATUS[0]}""#)
        #expect(
            terminal.stdout.hasPrefix("keyboard-bench-worker: refusing to write binary frames to a terminal"),
            "\(terminal.stdout)")
        #expect(terminal.stdout.hasSuffix("exit 2\n") && terminal.stdout.utf8.count < 300)
        for redirect in [">&-", "> /dev/full"] {
            for command in ["describe", "run dsl-clean --seed 1 --quick"] {
                let run = try await FaultTests.shell("$W \(command) \(redirect); echo \"exit $?\" >&2")
                #expect(run.stderr.hasSuffix("exit 3\n"), "\(command) \(redirect): \(run.stderr)")
                #expect(run.stderr.contains("the frame stream (stdout) could not be written"))
            }
        }
    }

    @Test("help for an unknown command is bad input; run --help says each default once")
    func help() async throws {
        for script in ["$KB worker --help", "$KB frobnicate -h"] {
            let run = try await FaultTests.shell(script)
            #expect(run.code == 2 && run.stdout.isEmpty, "\(script)")
            #expect(FaultTests.firstLine(run.stderr).hasPrefix("error: unknown command '"), "\(run.stderr)")
        }
        let help = try await FaultTests.shell("$KB run --help")
        #expect(help.code == 0)
        #expect(help.stdout.contains("(default: 300)") && !help.stdout.contains("(default: 300) (default: 300)"))
        #expect(help.stdout.components(separatedBy: "(default: 1000)").count == 2)
    }

    @Test("a --filter that matches the empty string (so every scenario) is refused")
    func filterMatchingEverything() async throws {
        for pattern in ["a**", "x?", ".*"] {
            let run = try await FaultTests.shell("$KB run --worker $W --filter '\(pattern)' --output $OUT/r")
            #expect(run.code == 2)
            #expect(
                run.stderr
                    == "error: --filter '\(pattern)' matches the empty string, hence every scenario; leave --filter out to run them all\n"
            )
        }
    }

    /// Whether this machine lets a process mount in a private mount namespace (root, or a user namespace).
    static let canMountPrivately: Bool = {
        (try? TestProcess.run("/usr/bin/env", ["unshare", "-m", "true"], options: TestProcessOptions(timeout: 30)))?
            .exitCode == 0
    }()

    @Test(
        "a real file system without inodes is refused before anything runs (tmpfs, nr_inodes=3, private mount)",
        .enabled(if: canMountPrivately, "needs unshare -m (root or user namespaces)"))
    func realFileSystemWithoutInodes() async throws {
        let run = try await FaultTests.shell(
            #"mkdir $OUT/fs && unshare -m sh -c "mount -t tmpfs -o size=1m,nr_inodes=3 tmpfs $OUT/fs && $KB run --worker $W --filter '^dsl-clean$' --output $OUT/fs/new1; echo exit \$?; ls -A $OUT/fs""#
        )
        #expect(run.stdout == "exit 2\n", "exit 2 and nothing created on the tmpfs: \(run.stdout)")
        #expect(
            FaultTests.firstLine(run.stderr).hasPrefix(
                "error: --output '\(run.out.path)/fs/new1': no inodes left on its file system"), "\(run.stderr)")
    }
}
