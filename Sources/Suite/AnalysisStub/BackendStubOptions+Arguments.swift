extension BackendStubOptions {
    /// `analysis-backend --help`.
    public static let usage = """
        usage: analysis-backend [--parent PID] [--latency-ms N] [--failure-rate 0..1] [--malformed-rate 0..1]
                                [--reset-rate 0..1] [--slow-read-ms N] [--seed N]
        Serves POST /analyze-text and GET /stats on 127.0.0.1, on a free port it prints as
        'listening 127.0.0.1 PORT'. Exits when its parent dies or closes its standard input.
        """

    /// Options from the stub's command line (without the program name): each flag takes one value;
    /// an unknown flag, a missing value or a value out of range is refused.
    public init(arguments: [String]) throws(BackendStubOptionsError) {
        self.init()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BackendStubOptionsError("\(flag) needs a value") }
            switch flag {
            case "--parent": parent = try Self.processID(flag, value)
            case "--latency-ms": latencyMilliseconds = try Self.number(flag, value, Int.init)
            case "--failure-rate": failureRate = try Self.rate(flag, value)
            case "--malformed-rate": malformedRate = try Self.rate(flag, value)
            case "--reset-rate": resetRate = try Self.rate(flag, value)
            case "--slow-read-ms": slowReadMilliseconds = try Self.number(flag, value, Int.init)
            case "--seed": seed = try Self.number(flag, value, UInt64.init)
            default: throw BackendStubOptionsError("unknown option \(flag)")
            }
        }
    }

    private static func number<T: Comparable & ExpressibleByIntegerLiteral>(
        _ flag: String, _ value: String, _ parse: (String) -> T?
    ) throws(BackendStubOptionsError) -> T {
        guard let parsed = parse(value), parsed >= 0 else {
            throw BackendStubOptionsError("\(flag) wants a whole number ≥ 0, got '\(value)'")
        }
        return parsed
    }

    /// A named parent is a real process: 0 (the launcher's "none") is never written, so it is refused.
    private static func processID(_ flag: String, _ value: String) throws(BackendStubOptionsError) -> Int32 {
        guard let parsed = Int32(value), parsed >= 1 else {
            throw BackendStubOptionsError("\(flag) wants a process id ≥ 1, got '\(value)'")
        }
        return parsed
    }

    private static func rate(_ flag: String, _ value: String) throws(BackendStubOptionsError) -> Double {
        guard let parsed = Double(value), (0...1).contains(parsed) else {
            throw BackendStubOptionsError("\(flag) wants a number in 0...1, got '\(value)'")
        }
        return parsed
    }
}

/// A command line the stub refuses, in one line.
public struct BackendStubOptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
