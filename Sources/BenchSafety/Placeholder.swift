public enum BenchSafetyPlaceholder {}
