import Foundation

/// One line of the worker protocol: what a worker writes on its stdout for the parent.
///
/// Every frame is a single line starting with `@kb `:
/// - `@kb progress <phase> <done> <total>`: the scenario's own (throttled) progress;
/// - `@kb result <byte-count> <json>`: the `WorkerResult`, exactly once, as the last frame;
///   `<byte-count>` is the UTF-8 length of `<json>`;
/// - `@kb error <one-line message>`: the scenario threw; the worker then exits with
///   `WorkerFrame.errorExitStatus`.
///
/// Any other line is the scenario's own output and is ignored.
public enum WorkerFrame: Equatable, Sendable {
    /// Progress of a phase.
    case progress(phase: String, done: Int, total: Int)
    /// The complete result.
    case result(WorkerResult)
    /// The scenario threw; the message is one line.
    case error(String)
    /// A line that claimed to be a result frame but was not a complete one.
    case malformedResult(reason: String)

    /// The prefix every frame line starts with.
    public static let prefix = "@kb "
    /// The exit status of a worker whose scenario threw (or that could not encode its result).
    public static let errorExitStatus: Int32 = 70
}

extension WorkerFrame {
    /// The frame's line, without the trailing newline.
    public func line() throws -> String {
        switch self {
        case let .progress(phase, done, total):
            return "\(Self.prefix)progress \(Self.token(phase)) \(done) \(total)"
        case let .result(result):
            let json = String(decoding: try ReportCoding.encodeCompact(result), as: UTF8.self)
            return "\(Self.prefix)result \(json.utf8.count) \(json)"
        case let .error(message):
            return "\(Self.prefix)error \(Self.oneLine(message))"
        case let .malformedResult(reason):
            return "\(Self.prefix)error malformed result: \(Self.oneLine(reason))"
        }
    }

    /// Parses one stdout line; `nil` when the line is not a frame (the scenario's own output).
    public static func parse(_ line: String) -> WorkerFrame? {
        guard line.hasPrefix(prefix) else { return nil }
        let body = line.dropFirst(prefix.count)
        let verb = body.prefix { $0 != " " }
        let rest = body.dropFirst(verb.count).drop { $0 == " " }
        switch verb {
        case "progress": return parseProgress(rest)
        case "result": return parseResult(rest)
        case "error": return .error(String(rest))
        default: return nil
        }
    }

    static func parseProgress(_ text: Substring) -> WorkerFrame? {
        let parts = text.split(separator: " ")
        guard parts.count == 3, let done = Int(parts[1]), let total = Int(parts[2]) else { return nil }
        return .progress(phase: String(parts[0]), done: done, total: total)
    }

    static func parseResult(_ text: Substring) -> WorkerFrame {
        let lengthText = text.prefix { $0 != " " }
        guard let declared = Int(lengthText), declared >= 0 else {
            return .malformedResult(reason: "result frame has no byte count")
        }
        let json = text.dropFirst(lengthText.count + 1)
        let received = json.utf8.count
        guard received == declared else {
            return .malformedResult(reason: "result frame declares \(declared) bytes, received \(received)")
        }
        do {
            return .result(try ReportCoding.decoder().decode(WorkerResult.self, from: Data(json.utf8)))
        } catch {
            return .malformedResult(reason: "result JSON does not decode (\(ReportCoding.describe(error)))")
        }
    }

    /// A phase name as one token (whitespace replaced by `_`).
    static func token(_ text: String) -> String {
        let cleaned = String(text.map { $0.isWhitespace ? "_" : $0 })
        return cleaned.isEmpty ? "_" : cleaned
    }

    /// Text folded onto one line.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
