import BenchProfile
import BenchSafety
import BenchReport
import BenchRunner

extension RunPlan {
    /// `--profile KIND`: the collector of that kind, ready (perf found and permitted, for `cpu`), and
    /// its session. Refuses in one line what cannot be profiled: a kind that does not fit the run's
    /// mode (exit 2), a missing or forbidden tool (exit 3). Nothing is created before the run starts
    /// but the session's scratch folder.
    mutating func prepareProfile(_ command: RunCommand) throws {
        let rate: Int?
        do { rate = try command.profileRate.value() } catch { throw UsageError(error.message) }
        guard let kind = command.profile else {
            if rate != nil { throw UsageError("--profile-rate needs --profile cpu") }
            if command.profileHarness { throw UsageError("--profile-harness needs --profile cpu") }
            return
        }
        if kind != .cpu, command.profileHarness { throw UsageError("--profile-harness applies to --profile cpu only") }
        let collector: any ProfileCollector
        switch kind {
        case .cpu:
            if command.instructions {
                throw UsageError(
                    "--profile cpu samples time, which callgrind distorts: drop --instructions, or use --profile instructions"
                )
            }
            do {
                collector = try CPUCollector.prepare(
                    rate: rate ?? CPUCollector.defaultRate, showsHarness: command.profileHarness)
            } catch {
                throw ToolFailure(error.description)
            }
        case .instructions:
            if rate != nil { throw UsageError("--profile-rate applies to --profile cpu only") }
            collector = InstructionCollector()
        case .allocations:
            if rate != nil { throw UsageError("--profile-rate applies to --profile cpu only") }
            if command.instructions {
                throw UsageError(
                    "--profile alloc records allocations, which callgrind would only slow: drop --instructions")
            }
            do { collector = try AllocationCollector.prepare(worker: worker) } catch {
                throw ToolFailure(error.description)
            }
        }
        settings.profile = kind.rawValue
        do {
            profile = try ProfileSession(collector: collector)
            try updatePaired { (paired: inout PairedRun) throws(ProfileError) in
                paired.profile = try ProfileSession(collector: collector)
            }
        } catch {
            throw ToolFailure(error.description)
        }
    }

    /// Writes the run's profiles beside its staged report (`<run>/profiles/<scenario>/` once published),
    /// all or nothing, and prints where; a scenario whose workers all failed has none (said in one line). Returns exit 3
    /// when the profiles cannot be read or written, else success.
    func writeProfiles(output: CommandOutput, of session: ProfileSession? = nil, side: RunFolder.Side = .current)
        -> BenchExitCode
    {
        guard let profile = session ?? profile else { return .success }
        do {
            let written = try profile.write(
                scenarios: scenarios.map(\.name), runDirectory: writer.stagingDirectory,
                folder: RunFolder.profilesName(side))
            for scenario in written.missing {
                Console.error(
                    "no \(profile.collector.kind.rawValue) profile of \(scenario): none of its workers completed")
            }
            if !written.folders.isEmpty {
                output.print("profiles: \(RunFolder(writer.plan.runDirectory).profiles(side))")
            }
            return written.missing.isEmpty ? .success : .crashed
        } catch {
            Console.error(error.description)
            return .crashed
        }
    }

    /// Removes every scratch folder of the plan: the callgrind copies of both sides and of the
    /// cross-check, and both sides' profile sessions.
    func cleanUp() {
        instructions?.cleanUp()
        profile?.cleanUp()
        guard let paired = mode.paired else { return }
        paired.plan.instructions?.cleanUp()
        paired.profile?.cleanUp()
        paired.crossCheck?.baseline.cleanUp()
        paired.crossCheck?.current.cleanUp()
    }
}
