import Foundation

/// The stub's command line: `--parent PID`, latency, failure/malformed/reset rates, slow reads, seed.
struct StubOptions {
    var parent: pid_t = 0
    var latencyMilliseconds = 0
    var failureRate = 0.0
    var malformedRate = 0.0
    var resetRate = 0.0
    var slowReadMilliseconds = 0
    var seed: UInt64 = 1

    static let usage = """
        usage: analysis-backend [--parent PID] [--latency-ms N] [--failure-rate 0..1] [--malformed-rate 0..1]
                                [--reset-rate 0..1] [--slow-read-ms N] [--seed N]
        Serves POST /analyze-text and GET /stats on 127.0.0.1, on a free port it prints as
        'listening 127.0.0.1 PORT'. Exits when its parent dies or closes its standard input.
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw StubError("\(flag) needs a value") }
            switch flag {
            case "--parent": parent = try Self.number(flag, value, pid_t.init)
            case "--latency-ms": latencyMilliseconds = try Self.number(flag, value, Int.init)
            case "--failure-rate": failureRate = try Self.rate(flag, value)
            case "--malformed-rate": malformedRate = try Self.rate(flag, value)
            case "--reset-rate": resetRate = try Self.rate(flag, value)
            case "--slow-read-ms": slowReadMilliseconds = try Self.number(flag, value, Int.init)
            case "--seed": seed = try Self.number(flag, value, UInt64.init)
            default: throw StubError("unknown option \(flag)")
            }
        }
    }

    private static func number<T: Comparable & ExpressibleByIntegerLiteral>(_ flag: String, _ value: String, _ parse: (String) -> T?) throws -> T {
        guard let parsed = parse(value), parsed >= 0 else { throw StubError("\(flag) wants a whole number ≥ 0, got '\(value)'") }
        return parsed
    }

    private static func rate(_ flag: String, _ value: String) throws -> Double {
        guard let parsed = Double(value), (0...1).contains(parsed) else { throw StubError("\(flag) wants a number in 0...1, got '\(value)'") }
        return parsed
    }
}

struct StubError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
