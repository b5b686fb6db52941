import Foundation
import TestSupport
import Testing

/// A disk that fills while a run writes its folder: the run folder is whole or absent. Through the real
/// binary on a small tmpfs mounted in a private mount namespace (`unshare -rm`); the worker is wrapped by a
/// script that fills the tmpfs when it is asked to run a scenario, so the output check before the run
/// passes and the reports then meet a full disk.
@Suite("a full disk while a run writes its folder", .serialized)
struct RunFolderDiskFullTests {
    /// Whether this machine lets a test mount a tmpfs in a mount namespace of its own.
    static let canMountTmpfs: Bool = {
        guard
            let result = try? TestProcess.run(
                "/bin/sh", ["-c", "unshare -rm sh -c 'mount -t tmpfs -o size=1m tmpfs /mnt'"])
        else { return false }
        return result.exitCode == 0
    }()

    /// Runs `script` in bash inside a private mount namespace where `$FS` is an 8 MiB tmpfs, with `$KB`,
    /// `$W` (the fixture worker) and `$FULL` (that worker behind a wrapper that fills `$FS` first).
    static func onSmallDisk(_ script: String) throws -> (code: Int32?, stdout: String, stderr: String) {
        let out = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: out) }
        let fs = out.appendingPathComponent("fs").path
        try FileManager.default.createDirectory(atPath: fs, withIntermediateDirectories: true)
        let wrapper = out.appendingPathComponent("fill-then-work.sh").path
        try Shell.writeExecutable(
            """
            #!/bin/bash
            if [ "$1" = run ]; then dd if=/dev/zero of="$FS/fill" bs=64k status=none 2>/dev/null; fi
            exec "$W" "$@"
            """, at: wrapper)
        let inner = "mount -t tmpfs -o size=8m tmpfs \"$FS\" || exit 97\n" + script
        let result = try TestProcess.run(
            "/usr/bin/unshare", ["-rm", "/bin/bash", "-c", inner],
            options: TestProcessOptions(environment: [
                "KB": FixtureTool.keyboardBench, "W": FixtureTool.fixtureWorker, "FULL": wrapper, "FS": fs,
            ])
        )
        return (result.exitCode, result.stdout, result.stderr)
    }

    @Test(
        "no run folder, half or empty, after the disk filled; one line naming it; exit 3; latest unchanged",
        .enabled(if: canMountTmpfs, "needs unshare -rm and a tmpfs mount"))
    func aFullDiskLeavesNoRunFolder() throws {
        let run = try Self.onSmallDisk(
            #"""
            $KB run --worker $W --filter '^dsl-clean$' --output $FS/r > /dev/null 2>&1 || echo "first failed"
            first=$(readlink $FS/r/latest)
            echo "before: $(ls -A $FS/r | tr '\n' ' ')"
            $KB run --worker $FULL --filter '^dsl-clean$' --output $FS/r > /dev/null 2> $FS/../stderr
            echo "exit $?"
            echo "after: $(ls -A $FS/r | tr '\n' ' ')"
            [ "$(readlink $FS/r/latest)" = "$first" ] && echo "latest unchanged"
            [ "$(readlink -f $FS/r/latest.json)" = "$(readlink -f $FS/r/$first/report.json)" ] && echo "latest.json unchanged"
            grep -c . $FS/../stderr | sed 's/^/stderr lines: /'
            grep '^error:' $FS/../stderr
            """#)
        #expect(run.code == 0, "\(run.stdout)\n\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let before = lines.first { $0.hasPrefix("before: ") }?.dropFirst("before: ".count)
        let after = lines.first { $0.hasPrefix("after: ") }?.dropFirst("after: ".count)
        #expect(!run.stdout.contains("first failed"), "\(run.stdout)")
        #expect(lines.contains("exit 3"), "\(run.stdout)")
        #expect(before != nil && before == after, "the output folder holds what it held before: \(run.stdout)")
        #expect(lines.contains("latest unchanged") && lines.contains("latest.json unchanged"), "\(run.stdout)")
        let error = lines.first { $0.hasPrefix("error:") } ?? ""
        #expect(error.hasPrefix("error: could not write the reports into '") && error.contains("/r/20"), "\(error)")
        #expect(error.contains("No space left on device"), "\(error)")
        print(error)
    }
}
