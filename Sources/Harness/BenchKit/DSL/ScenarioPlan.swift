import BenchModel

/// One declaration inside a `Scenario` or `Benchmark` body.
public enum ScenarioPart<S> {
    case subject(Subject<S>)
    case setup(Setup<S>)
    case teardown(Teardown<S>)
    case warmup(Warmup<S>)
    case repeated(Repeat<S>)
    case measure(Step<S>)
    case budget(Budget)
    case trackObjects(TrackObjects<S>)
    case parameter(Parameter)
    case timeLimit(TimeLimit)
    case repetitions(Repetitions)
    case minimumTime(MinimumTime)
    case sampling(Sampling)
    case metric(Metric)
    case record(Record<S>)
}

/// A scenario's declarations gathered into one value, checked for completeness.
struct ScenarioPlan<S> {
    var subject: Subject<S>?
    var setups: [Setup<S>] = []
    var teardowns: [Teardown<S>] = []
    var warmup: Warmup<S>?
    var repeated: Repeat<S>?
    var measured: [Step<S>] = []
    var budgets: [BudgetSpec] = []
    var census: TrackObjects<S>?
    var parameters: [String: String] = [:]
    var timeLimit: Double?
    var repetitionCap: RepetitionCap?
    var minimumTime: MinimumTime?
    var sampling: Sampling?
    var metrics: [MetricSpec] = []
    var records: [Record<S>] = []
    /// Each kind of word, counted, so misplaced or repeated words can be named.
    var wordCounts: [String: Int] = [:]

    init(_ parts: [ScenarioPart<S>]) {
        for part in parts { add(part) }
    }

    private mutating func add(_ part: ScenarioPart<S>) {
        wordCounts[part.word, default: 0] += 1
        switch part {
        case .subject(let value): subject = value
        case .setup(let value): setups.append(value)
        case .teardown(let value): teardowns.append(value)
        case .warmup(let value): warmup = value
        case .repeated(let value): repeated = value
        case .measure(let value): measured.append(value)
        case .budget(let value): budgets.append(value.spec)
        case .trackObjects(let value): census = value
        case .parameter(let value): parameters[value.name] = value.value
        case .timeLimit(let value): timeLimit = value.seconds
        case .repetitions(let value): repetitionCap = value.cap
        case .minimumTime(let value): minimumTime = value
        case .sampling(let value): sampling = value
        case .metric(let value): metrics.append(value.spec)
        case .record(let value): records.append(value)
        }
    }

    /// Setups (or teardowns) of one scope.
    func setups(_ scope: SetupScope) -> [Setup<S>] { setups.filter { $0.scope == scope } }
    func teardowns(_ scope: SetupScope) -> [Teardown<S>] { teardowns.filter { $0.scope == scope } }
}

extension ScenarioPart {
    /// The DSL word this part was written with, for messages.
    var word: String {
        switch self {
        case .subject: "Subject"
        case .setup: "Setup"
        case .teardown: "Teardown"
        case .warmup: "Warmup"
        case .repeated: "Repeat"
        case .measure: "Measure"
        case .budget: "Budget"
        case .trackObjects: "TrackObjects"
        case .parameter: "Parameter"
        case .timeLimit: "TimeLimit"
        case .repetitions: "Repetitions"
        case .minimumTime: "MinimumTime"
        case .sampling: "Sampling"
        case .metric: "Metric"
        case .record: "Record"
        }
    }
}

/// A scenario or benchmark declared wrongly: a programming error named in one line when the tool starts.
struct ScenarioDefinitionError: Error, CustomStringConvertible, Equatable {
    /// Which scenario and what is wrong.
    let description: String
}
