import BenchProfile
import BenchSafety
import Foundation

extension ProfileSession {
    /// What a session wrote: the profile folder of each scenario that has one, and the scenarios that
    /// have none (no worker of theirs completed).
    public struct Written: Sendable, Equatable {
        /// `<run>/profiles/<scenario>` by scenario.
        public var folders: [String: String] = [:]
        /// Scenarios whose workers all failed: nothing of theirs is written.
        public var missing: [String] = []
    }

    /// Reads every scenario's profile and writes them all into `<runDirectory>/<folder>/<scenario>/`, at
    /// once: the files go into a hidden staging folder beside it (`StagedFolder`), which is renamed to
    /// `folder` only when everything is written; on any failure it is removed and nothing is left.
    public func write(
        scenarios: [String], runDirectory: String, folder: String = RunFolder.profilesName,
        writeFile: (String, [UInt8]) throws -> Void = ProfileSession.writeFile
    ) throws(ProfileError) -> Written {
        var written = Written()
        var profiles: [(String, [ProfileArtifact])] = []
        for scenario in scenarios {
            let directories = directories(scenario: scenario)
            guard !directories.isEmpty else {
                written.missing.append(scenario)
                continue
            }
            profiles.append((scenario, try collector.artifacts(scenario: scenario, directories: directories)))
        }
        guard !profiles.isEmpty else { return written }
        let final = runDirectory + "/" + folder
        let staged: StagedFolder
        do {
            staged = try StagedFolder(publishing: final)
        } catch {
            throw ProfileError("could not write the profiles into \(final): \(error)")
        }
        do {
            for (scenario, artifacts) in profiles {
                let scenarioFolder = staged.path + "/" + scenario
                try FileManager.default.createDirectory(atPath: scenarioFolder, withIntermediateDirectories: true)
                for artifact in artifacts { try writeFile(scenarioFolder + "/" + artifact.name, artifact.bytes) }
                written.folders[scenario] = final + "/" + scenario
            }
        } catch {
            staged.discard()
            throw ProfileError("could not write the profiles into \(final): \(Self.reason(error))")
        }
        do {
            try staged.publish()
        } catch {
            throw ProfileError("could not write the profiles into \(final): \(error)")
        }
        return written
    }

    /// Writes `bytes` to a new file at `path` (throws on a full disk, or any other failure).
    public static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    }

    /// A short reason: the POSIX error's own words where there is one.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
