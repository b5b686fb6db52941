/// How one worker process ended, as the parent judged it.
public struct WorkerOutcome: Sendable, Equatable {
    /// The worker's verdict: a complete result, or why there is none.
    public enum Ending: Sendable, Equatable {
        /// A complete, well-formed result and exit status 0.
        case completed(WorkerResult)
        /// No trustworthy result: the status to report and a one-line reason.
        case failed(ScenarioStatus, String)
    }

    /// How it ended.
    public var ending: Ending
    /// Wall time from spawn to exit, seconds.
    public var durationSeconds: Double

    /// An outcome.
    public init(ending: Ending, durationSeconds: Double) {
        self.ending = ending
        self.durationSeconds = durationSeconds
    }
}

/// What the parent saw on a worker's stdout and stderr.
struct WorkerTranscript: Sendable {
    /// The result frames seen (one is expected).
    var results: [WorkerResult] = []
    /// Why a result frame was malformed, if one was.
    var malformed: String?
    /// The message of an `@kb error` frame.
    var errorMessage: String?
    /// The last few non-empty stderr lines (the first runtime failure line, if any, ahead of them).
    var stderrTail: [String] = []
    /// Whether stdout could not be read to its end.
    var readFailure: String?

    mutating func record(_ frame: WorkerFrame) {
        switch frame {
        case .progress: break
        case .result(let result): results.append(result)
        case .error(let message): errorMessage = message
        case .malformedResult(let reason): malformed = malformed ?? reason
        }
    }
}
