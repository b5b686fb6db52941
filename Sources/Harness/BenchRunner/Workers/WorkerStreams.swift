import BenchReport
import Foundation
import Subprocess

/// Reads a running worker's stdout (binary frames) and stderr (last lines) while enforcing its time limit.
enum WorkerStreams {
    /// What one of the concurrent readers finished with.
    enum Event: Sendable {
        case stdout(WorkerTranscript)
        case stderr([String], Int)
        case deadline
        case cancelled
    }

    /// Collects both streams; returns the transcript and whether the time limit was hit (the worker is then killed).
    static func collect(
        _ execution: Execution<NoInput, SequenceOutput, SequenceOutput>,
        timeLimitSeconds: Double, grace: Duration, onProgress: @escaping WorkerLauncher.ProgressHandler
    ) async -> (WorkerTranscript, Bool) {
        await withTaskGroup(of: Event.self) { group in
            group.addTask { .stdout(await readFrames(execution.standardOutput, onProgress)) }
            group.addTask { await readTail(execution.standardError) }
            group.addTask { await sleep(seconds: timeLimitSeconds) }
            var transcript = WorkerTranscript()
            var tail: [String] = []
            var stderrBytes = 0
            var timedOut = false
            var streamsOpen = 2
            while streamsOpen > 0, let event = await group.next() {
                switch event {
                case .stdout(let seen):
                    transcript = seen
                    streamsOpen -= 1
                case .stderr(let lines, let bytes):
                    tail = lines
                    stderrBytes = bytes
                    streamsOpen -= 1
                case .deadline:
                    timedOut = true
                    await execution.teardown(using: [
                        .gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: grace)
                    ])
                case .cancelled:
                    break
                }
            }
            group.cancelAll()
            transcript.stderrTail = tail
            transcript.stderrBytes = stderrBytes
            return (transcript, timedOut)
        }
    }

    static func sleep(seconds: Double) async -> Event {
        do {
            try await Task.sleep(for: .nanoseconds(Int64(min(seconds, 1e9) * 1e9)))
            return .deadline
        } catch {
            return .cancelled
        }
    }

    /// Cuts stdout into frames as it arrives, forwarding progress. A stream that cannot be decoded
    /// is drained to its end (so the worker never blocks on a full pipe) and reported.
    static func readFrames(
        _ output: SubprocessOutputSequence, _ onProgress: WorkerLauncher.ProgressHandler
    ) async -> WorkerTranscript {
        var transcript = WorkerTranscript()
        var stream = FrameStream()
        do {
            for try await chunk in output {
                guard transcript.streamFailure == nil else { continue }
                let bytes = chunk.withUnsafeBytes { Array($0) }
                do {
                    for frame in try stream.feed(bytes) {
                        if case let .progress(phase, done, total) = frame { onProgress(phase, done, total) }
                        transcript.record(frame)
                    }
                } catch {
                    transcript.streamFailure = "the worker's output is not a frame stream (\(error))"
                }
            }
        } catch {
            transcript.streamFailure = "stdout could not be read (\(error))"
        }
        if transcript.streamFailure == nil, stream.pendingByteCount > 0 {
            transcript.streamFailure =
                "the worker's output ends inside a frame (\(stream.pendingByteCount) bytes left over)"
        }
        return transcript
    }

    /// What is kept of stderr (`StderrTail`): the last few non-empty lines, with the first runtime
    /// failure line (`Fatal error: ...`) kept first, read in chunks.
    static func readTail(_ output: SubprocessOutputSequence) async -> Event {
        var tail = StderrTail()
        do {
            for try await chunk in output { chunk.withUnsafeBytes { tail.feed($0) } }
        } catch {
            return .stderr(tail.finish() + ["stderr could not be read (\(error))"], tail.totalBytes)
        }
        return .stderr(tail.finish(), tail.totalBytes)
    }

    /// `Fatal error: boom` from `path/File.swift:12: Fatal error: boom`, for the runtime's failure lines.
    static func runtimeFailure(_ line: String) -> String? {
        for marker in [
            "Fatal error:", "Precondition failed:", "Assertion failed:", "Illegal instruction", "Segmentation fault",
        ] {
            if let range = line.range(of: marker) { return String(line[range.lowerBound...]) }
        }
        return nil
    }
}
