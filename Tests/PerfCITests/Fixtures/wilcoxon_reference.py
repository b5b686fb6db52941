#!/usr/bin/env python3
"""Regenerates the SciPy reference values of PairedStatisticsTests (Tests/PerfCITests/PairedStatisticsTests.swift).

    python3 Tests/PerfCITests/Fixtures/wilcoxon_reference.py

Prints, per data set, SciPy's two-sided `scipy.stats.wilcoxon` statistic and p-value: `method="exact"`
for untied data without zeros (what PerfCI computes exactly), `method="asymptotic"` with
`zero_method="wilcox"` and `correction=False` for data with ties or zeros (PerfCI's approximation).
Paste the printed literals into the test when the data sets change.
"""
import scipy
from scipy.stats import wilcoxon

SETS = {
    "sixPairs": ([0.012, -0.004, 0.031, 0.027, 0.045, 0.019], "exact"),
    "tenPositive": ([0.05, 0.04, 0.06, 0.052, 0.047, 0.049, 0.055, 0.043, 0.058, 0.051], "exact"),
    "twentyMixed": ([0.8, -1.3, 2.1, 0.4, -0.7, 1.9, 3.2, -0.2, 1.1, 0.6,
                     -2.5, 1.4, 0.9, -0.1, 2.7, 1.6, -0.45, 0.35, 1.25, 2.2], "exact"),
    "tiesAndZero": ([0.01, 0.01, -0.02, 0.03, 0.0, 0.05, -0.01, 0.02, 0.02, 0.04], "asymptotic"),
}

print(f"# scipy {scipy.__version__}")
for name, (data, method) in SETS.items():
    kwargs = {"method": method}
    if method == "asymptotic":
        kwargs.update(zero_method="wilcox", correction=False)
    result = wilcoxon(data, **kwargs)
    print(f"{name}: statistic {float(result.statistic)!r}, p {float(result.pvalue)!r}  ({method})")
