import Foundation
import TestSupport
import Testing

/// The PerfCI commands under bad input and faults, through the real
/// binary. A full disk is a file-size limit (`ulimit -f`, SIGXFSZ ignored: writes fail with EFBIG).
@Suite("PerfCI commands: bad values, data loss, leftovers", .serialized)
struct PerfCIFaultTests {
    static let fixtures = OutputFileFaultTests.fixtures

    /// `$KB`, `$OUT`, `$R` (a report), `$H` (a history of five runs made in `$OUT/h`).
    static func shell(_ script: String, history: Bool = true) async throws -> (
        code: Int32?, stdout: String, stderr: String, out: URL
    ) {
        let make =
            history
            ? #"for i in 01 02 03 04 05; do $KB history add --history $OUT/h $FX/history/run-$i.json >/dev/null || exit 9; done; H=$OUT/h; "#
            : ""
        return try await FaultTests.shell("FX=\(fixtures); R=$FX/compare/base-a.json; " + make + script)
    }

    static let badValues: [(String, String)] = [
        (
            "history changes --history $H --alpha 2",
            "error: invalid --alpha '2': expected a number between 0 and 1 (exclusive)"
        ),
        ("history changes --history $H --alpha -0.1", "error: invalid --alpha '-0.1'"),
        ("history changes --history $H --alpha nan", "error: invalid --alpha 'nan'"),
        (
            "history changes --history $H --minimum-segment 0",
            "error: invalid --minimum-segment '0': expected a whole number from 1 to 10000"
        ),
        ("history changes --history $H --minimum-segment -3", "error: invalid --minimum-segment '-3'"),
        (
            "history changes --history $H --noise-floor -3",
            "error: invalid --noise-floor '-3': expected a fraction (0.05) or a percentage (5%) of at least 0"
        ),
        (
            "history prune --history $H --keep-last -1",
            "error: invalid --keep-last '-1': expected a whole number from 1 to 100000"
        ),
        ("history prune --history $H --keep-last 0", "error: invalid --keep-last '0'"),
        ("history prune --history $H --keep-last 1 --machine nosuch", "error: no such machine 'nosuch' in history"),
        ("compare $R $R --alpha -0.1", "error: invalid --alpha '-0.1'"),
        ("compare $R $R --noise-floor -3", "error: invalid --noise-floor '-3'"),
        ("compare $R $R --paired-noise-floor -3", "error: invalid --paired-noise-floor '-3'"),
        ("compare $R $R --instruction-threshold x", "error: invalid --instruction-threshold 'x'"),
    ]

    @Test("numeric options are read as run's are; nothing is removed", arguments: badValues)
    func badValue(command: String, message: String) async throws {
        let run = try await Self.shell("$KB \(command); echo \"exit $?\"; ls $H/* | wc -l")
        #expect(run.stdout.hasPrefix("exit 2\n"), "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.hasSuffix("\n5\n"), "every run is still there: \(run.stdout)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(FaultTests.firstLine(run.stderr).hasPrefix(message), "\(run.stderr)")
    }

    static let impossibleReports: [(String, String)] = [
        (#"s/"started_at": "[^"]*"/"started_at": "not a date"/"#, "started_at 'not a date' is not an ISO 8601 date"),
        (#"s/605.492/-1e308/"#, "scenario 'cached-switch' metric 'switch/wall_time' has a negative figure"),
    ]

    @Test(
        "impossible values are refused when a report is read, naming scenario and metric",
        arguments: impossibleReports)
    func impossibleValues(edit: String, message: String) async throws {
        let run = try await Self.shell(
            #"sed -E '\#(edit)' $R > $OUT/bad.json && $KB compare $R $OUT/bad.json; echo "exit $?""#, history: false)
        #expect(run.stdout.hasSuffix("exit 2\n"), "\(run.stdout)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("dashboard and export check --output before reading anything")
    func outputCheckedFirst() async throws {
        let run = try await Self.shell(
            #"touch $OUT/file; $KB dashboard --history $OUT/missing --output $OUT/file; $KB export --format otava-csv --history $OUT/missing --output $OUT/nodir/x.csv"#,
            history: false)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("error: --output '\(run.out.path)/file' is a file") == true, "\(run.stderr)")
        #expect(lines.last?.contains("--output '\(run.out.path)/nodir/x.csv': its folder") == true, "\(run.stderr)")
    }

    @Test("a full disk leaves no half site, no empty history folders; exit 3")
    func fullDisk() async throws {
        // `history add` stores the compact entry (1.7 KB for $R), so its disk holds 1 KB.
        let run = try await Self.shell(
            #"""
            (trap '' XFSZ; ulimit -f 2; $KB dashboard --history $H --output $OUT/deep/site); echo "dashboard $?"
            (trap '' XFSZ; ulimit -f 1; $KB history add --history $OUT/new $R); echo "add $?"
            ls -A $OUT
            """#)
        #expect(run.stdout.hasPrefix("dashboard 3\nadd 3\n"), "\(run.stdout) \(run.stderr)")
        #expect(!run.stdout.contains("deep") && !run.stdout.contains("new"), "nothing left: \(run.stdout)")
        #expect(run.stderr.contains("File too large"))
    }

    @Test("leftovers of killed adds and dashboards are removed by the next run")
    func leftoversRemoved() async throws {
        let run = try await Self.shell(
            #"""
            M=$(ls $H | head -1)
            touch $H/$M/.x.json.tmp-999999-00000000000000aa
            mkdir -p $OUT/.site.tmp-999999-00000000000000bb
            $KB history add --history $H $FX/history/run-06.json >/dev/null && $KB dashboard --history $H --output $OUT/site >/dev/null
            ls -A $H/$M $OUT | grep -c '[.]tmp-'
            """#)
        #expect(run.stdout == "0\n", "\(run.stdout) \(run.stderr)")
    }

    @Test("one corrupt history file is named in a warning; the rest is used")
    func corruptFile() async throws {
        let run = try await Self.shell(
            #"echo '{' > $H/$(ls $H | head -1)/zz.json; $KB history list --history $H | wc -l; echo "exit ${PIPESTATUS[0]}"; $KB export --format otava-csv --history $H | wc -l"#
        )
        #expect(run.stdout == "5\nexit 0\n6\n", "5 runs listed, a header and 5 rows exported")
        let warnings = run.stderr.split(separator: "\n")
        #expect(
            warnings.count == 2
                && warnings.allSatisfy { $0.hasPrefix("warning: skipped \(run.out.path)/h/") && $0.contains("zz.json") },
            "\(run.stderr)")
    }
}
