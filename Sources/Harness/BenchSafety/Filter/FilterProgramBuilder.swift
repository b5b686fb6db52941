/// One instruction of a compiled filter (a Pike/Thompson VM program).
enum FilterInstruction: Equatable, Sendable {
    /// Consume one character in the set.
    case character(FilterCharacterSet)
    /// Continue at both targets (no input consumed).
    case split(Int, Int)
    /// Continue at the target.
    case jump(Int)
    /// Only at the start of the name.
    case assertStart
    /// Only at the end of the name.
    case assertEnd
    /// The pattern has matched.
    case match
}

/// Compiles a parsed pattern into instructions (Thompson's construction).
struct FilterProgramBuilder {
    var program: [FilterInstruction] = []

    /// The program for `node`, ending in `.match`.
    static func compile(_ node: FilterNode) -> [FilterInstruction] {
        var builder = FilterProgramBuilder()
        builder.emit(node)
        builder.program.append(.match)
        return builder.program
    }

    mutating func emit(_ node: FilterNode) {
        switch node {
        case .empty: break
        case .set(let set): program.append(.character(set))
        case .start: program.append(.assertStart)
        case .end: program.append(.assertEnd)
        case .sequence(let items): items.forEach { emit($0) }
        case .choice(let options): emitChoice(options[...])
        case .zeroOrMore(let inner): emitZeroOrMore(inner)
        case .oneOrMore(let inner): emitOneOrMore(inner)
        case .optional(let inner): emitOptional(inner)
        }
    }

    /// `split L1, L2; L1: first; jump end; L2: rest…; end:`
    mutating func emitChoice(_ options: ArraySlice<FilterNode>) {
        guard let first = options.first else { return }
        guard options.count > 1 else { return emit(first) }
        let split = reserve()
        emit(first)
        let jump = reserve()
        let rest = program.count
        emitChoice(options.dropFirst())
        program[split] = .split(split + 1, rest)
        program[jump] = .jump(program.count)
    }

    /// `L1: split L2, end; L2: inner; jump L1; end:`
    mutating func emitZeroOrMore(_ inner: FilterNode) {
        let split = reserve()
        emit(inner)
        program.append(.jump(split))
        program[split] = .split(split + 1, program.count)
    }

    /// `L1: inner; split L1, end; end:`
    mutating func emitOneOrMore(_ inner: FilterNode) {
        let start = program.count
        emit(inner)
        program.append(.split(start, program.count + 1))
    }

    /// `split L1, end; L1: inner; end:`
    mutating func emitOptional(_ inner: FilterNode) {
        let split = reserve()
        emit(inner)
        program[split] = .split(split + 1, program.count)
    }

    /// A placeholder instruction to patch once its targets are known.
    mutating func reserve() -> Int {
        program.append(.match)
        return program.count - 1
    }
}
