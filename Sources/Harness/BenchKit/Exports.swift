/// The DSL speaks the shared metric model (MetricID, Quantity, ObjectCount, …): every user of BenchKit sees it.
@_exported import BenchModel
