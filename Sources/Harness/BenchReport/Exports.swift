/// Reports speak the shared metric model (MetricID, MetricSpec, BudgetSpec, …): every user of BenchReport sees it.
@_exported import BenchModel
