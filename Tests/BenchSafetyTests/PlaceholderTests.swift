import BenchSafety
import Testing
