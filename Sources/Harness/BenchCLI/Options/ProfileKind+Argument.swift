import ArgumentParser
import BenchProfile

/// `run --profile KIND`: `cpu`, `instructions` or `alloc` (any other value is refused, exit 2).
extension ProfileKind: ExpressibleByArgument {}
