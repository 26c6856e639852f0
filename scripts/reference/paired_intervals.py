#!/usr/bin/env python3
"""Reference values for the task-clustered intervals (src/comparison/intervals.ts).

Run once; its output is committed as __tests__/fixtures/reference/paired-intervals.json
and checked by __tests__/comparison-intervals-reference.test.ts:

    python3 scripts/reference/paired_intervals.py > __tests__/fixtures/reference/paired-intervals.json

An independent implementation, not a port of ours:
  * balanced cases (every task the same number of attempts): scipy.stats.ttest_rel
    (paired difference over per-task pass fractions) and scipy.stats.ttest_1samp
    (one configuration's per-task fractions), 95 % confidence_interval();
  * unbalanced cases: attempt-level OLS with numpy (difference: y ~ 1 + candidate;
    one configuration: y ~ 1), cluster-robust sandwich covariance with clusters =
    tasks and the CR1 factor G/(G-1), t quantile scipy.stats.t.ppf(0.975, G-1)
    (Cameron & Miller 2015).
Random cases come from numpy's default_rng(2024); no clipping, no floor (cases with
zero spread are skipped), so the test calls our functions with an unbounded range.
Tested with Python 3, numpy and scipy 1.17.
"""
import json
import sys

import numpy as np
import scipy
from scipy import stats


def sandwich(X, y, groups):
    """OLS coefficients and CR1 cluster-robust standard errors."""
    XtX_inv = np.linalg.inv(X.T @ X)
    beta = XtX_inv @ X.T @ y
    u = y - X @ beta
    meat = np.zeros((X.shape[1], X.shape[1]))
    labels = sorted(set(groups))
    for g in labels:
        idx = [i for i, h in enumerate(groups) if h == g]
        s = X[idx].T @ u[idx]
        meat += np.outer(s, s)
    G = len(labels)
    V = XtX_inv @ meat @ XtX_inv * (G / (G - 1))
    return beta, np.sqrt(np.diag(V)), G


def attempt_rows(passes, counts, side):
    rows = []
    for task, (c, m) in enumerate(zip(passes, counts)):
        for j in range(m):
            rows.append((task, side, 1.0 if j < c else 0.0))
    return rows


def case(rng, n, balanced):
    m = np.full(n, int(rng.integers(1, 5))) if balanced else rng.integers(1, 5, size=n)
    while True:
        b = [int(rng.integers(0, k + 1)) for k in m]
        c = [int(rng.integers(0, k + 1)) for k in m]
        fb = np.array(b) / m
        fc = np.array(c) / m
        if np.std(fc - fb) > 0 and np.std(fb) > 0 and np.std(fc) > 0:
            break
    out = {"counts": [int(k) for k in m], "baseline": b, "candidate": c}
    if balanced:
        d = stats.ttest_rel(fc, fb).confidence_interval(0.95)
        mb = stats.ttest_1samp(fb, 0).confidence_interval(0.95)
        se_d = float(np.std(fc - fb, ddof=1) / np.sqrt(n))
        se_b = float(np.std(fb, ddof=1) / np.sqrt(n))
        out["difference"] = {"estimate": float(np.mean(fc - fb)), "standard_error": se_d, "low": float(d.low), "high": float(d.high)}
        out["baseline_fraction"] = {"estimate": float(np.mean(fb)), "standard_error": se_b, "low": float(mb.low), "high": float(mb.high)}
        out["method"] = "scipy.stats.ttest_rel / ttest_1samp"
    else:
        rows = attempt_rows(b, m, 0) + attempt_rows(c, m, 1)
        X = np.array([[1.0, side] for _, side, _ in rows])
        y = np.array([v for _, _, v in rows])
        groups = [t for t, _, _ in rows]
        beta, se, G = sandwich(X, y, groups)
        q = stats.t.ppf(0.975, G - 1)
        out["difference"] = {"estimate": float(beta[1]), "standard_error": float(se[1]), "low": float(beta[1] - q * se[1]), "high": float(beta[1] + q * se[1])}
        rb = attempt_rows(b, m, 0)
        Xb = np.ones((len(rb), 1))
        yb = np.array([v for _, _, v in rb])
        beta_b, se_b, G = sandwich(Xb, yb, [t for t, _, _ in rb])
        out["baseline_fraction"] = {"estimate": float(beta_b[0]), "standard_error": float(se_b[0]), "low": float(beta_b[0] - q * se_b[0]), "high": float(beta_b[0] + q * se_b[0])}
        out["method"] = "numpy OLS, CR1 cluster-robust sandwich, scipy t quantile"
    return out


def main():
    rng = np.random.default_rng(2024)
    cases = [case(rng, int(n), balanced) for balanced in (True, False) for n in (5, 6, 8, 12, 30)]
    quantiles = {str(df): float(stats.t.ppf(0.975, df)) for df in (4, 5, 7, 11, 29, 100)}
    json.dump({"generated_by": f"scripts/reference/paired_intervals.py (numpy {np.__version__}, scipy {scipy.__version__})", "t_quantiles_0975": quantiles, "cases": cases}, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
