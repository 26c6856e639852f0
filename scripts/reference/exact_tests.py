#!/usr/bin/env python3
"""Reference values for the exact tests and edge-safe intervals of issue 25
(src/comparison/exact-tests.ts, pass-fraction-interval.ts, paired.ts, changed-tasks.ts).

Run once; its output is committed as __tests__/fixtures/reference/exact-tests.json
and checked by __tests__/comparison-exact-reference.test.ts:

    python3 scripts/reference/exact_tests.py > __tests__/fixtures/reference/exact-tests.json

An independent implementation with scipy, not a port of ours:
  * Clopper-Pearson: scipy.stats.beta.ppf (also at non-integer x, n); for integer
    counts also scipy.stats.binomtest(...).proportion_ci(method='exact'); Wilson from
    binomtest's method='wilson' (for comparison only: we use Clopper-Pearson);
  * McNemar exact: scipy.stats.binomtest(broken, broken + fixed, 0.5) one-sided
    ('greater') and two-sided; mid-p from scipy.stats.binom.sf / pmf;
  * Fisher exact, two-sided: scipy.stats.fisher_exact;
  * detectable difference: scipy.stats.t.ppf(0.975, df) + t.ppf(0.80, df), times the SE;
  * sign-flip test: scipy.stats.permutation_test, one sample, permutation_type='samples', exact;
  * pass-fraction interval: attempt-level OLS y ~ 1 with a CR1 cluster-robust sandwich
    (clusters = tasks), floored at 1/M, t(G-1), clipped to [0, 1]; design effect
    SE^2 / (p(1-p)/M) at least 1; Clopper-Pearson on M / deff; the hull of the two.
Tested with Python 3, numpy and scipy 1.17.
"""
import json
import sys

import numpy as np
import scipy
from scipy import stats


def cr1_mean(passes, counts):
    """Attempt-level OLS on a constant with the CR1 sandwich: (mean, SE)."""
    y = np.array([1.0 if j < c else 0.0 for c, m in zip(passes, counts) for j in range(m)])
    groups = [i for i, m in enumerate(counts) for _ in range(m)]
    X = np.ones((len(y), 1))
    XtX_inv = np.linalg.inv(X.T @ X)
    beta = XtX_inv @ X.T @ y
    u = y - X @ beta
    meat = np.zeros((1, 1))
    G = len(counts)
    for g in range(G):
        idx = [i for i, h in enumerate(groups) if h == g]
        s = X[idx].T @ u[idx]
        meat += np.outer(s, s)
    V = XtX_inv @ meat @ XtX_inv * (G / (G - 1))
    return float(beta[0]), float(np.sqrt(V[0, 0]))


def cp(x, n):
    low = 0.0 if x <= 0 else float(stats.beta.ppf(0.025, x, n - x + 1))
    high = 1.0 if x >= n else float(stats.beta.ppf(0.975, x + 1, n - x))
    return low, high


def pass_fraction(passes, counts):
    p, se = cr1_mean(passes, counts)
    M = sum(counts)
    G = len(counts)
    used = max(se, 1 / M)
    q = stats.t.ppf(0.975, G - 1)
    clo, chi = max(0.0, p - q * used), min(1.0, p + q * used)
    bv = p * (1 - p) / M
    deff = 1.0 if bv == 0 or se == 0 else max(1.0, se * se / bv)
    n_eff = M / deff
    elo, ehi = cp(p * n_eff, n_eff)
    return {"passes": passes, "counts": counts, "estimate": p, "cluster_se": se, "cluster_low": clo, "cluster_high": chi,
            "design_effect": deff, "effective_attempts": n_eff, "exact_low": elo, "exact_high": ehi,
            "low": min(clo, elo), "high": max(chi, ehi)}


def mcnemar(broken, fixed):
    n = broken + fixed
    lower = stats.binomtest(broken, n, 0.5, alternative="greater").pvalue
    two = stats.binomtest(broken, n, 0.5).pvalue
    mid = float(stats.binom.sf(broken, n, 0.5) + 0.5 * stats.binom.pmf(broken, n, 0.5))
    return {"broken": broken, "fixed": fixed, "p_lower": float(lower), "mid_p_lower": mid, "p_two_sided": float(two)}


def paired_t(base, cand, m):
    """Balanced paired t over per-task fractions: estimate, SE, bounds, detectable difference, one-sided p."""
    d = (np.array(cand) - np.array(base)) / m
    n = len(d)
    se = float(np.std(d, ddof=1) / np.sqrt(n))
    q = stats.t.ppf(0.975, n - 1)
    est = float(np.mean(d))
    return {"estimate": est, "standard_error": se, "low": est - q * se, "high": est + q * se,
            "detectable_difference": float((q + stats.t.ppf(0.80, n - 1)) * se),
            "p_lower": float(stats.t.cdf(est / se, n - 1))}


def main():
    cases = {}
    # Clopper-Pearson at integer counts (binomtest agrees with beta.ppf), Wilson beside it.
    cpi = []
    for x, n in [(10, 10), (0, 10), (9, 10), (28, 30), (15, 30), (1, 48)]:
        r = stats.binomtest(x, n).proportion_ci(0.95, method="exact")
        w = stats.binomtest(x, n).proportion_ci(0.95, method="wilson")
        low, high = cp(x, n)
        assert abs(low - r.low) < 1e-12 and abs(high - r.high) < 1e-12
        cpi.append({"x": x, "n": n, "low": low, "high": high, "wilson_low": float(w.low), "wilson_high": float(w.high)})
    for x, n in [(7.3, 9.1), (0.5, 20.25), (33.7, 34.0)]:
        low, high = cp(x, n)
        cpi.append({"x": x, "n": n, "low": low, "high": high})
    cases["clopper_pearson"] = cpi
    cases["mcnemar"] = [mcnemar(b, f) for b, f in [(4, 0), (0, 4), (7, 2), (10, 3), (15, 5), (1, 1), (6, 0), (9, 1)]]
    cases["fisher"] = [
        {"bp": bp, "bn": bn, "cp": cpp, "cn": cn, "p": float(stats.fisher_exact([[bp, bn - bp], [cpp, cn - cpp]]).pvalue)}
        for bp, bn, cpp, cn in [(3, 3, 0, 3), (2, 3, 1, 3), (3, 3, 2, 3), (2, 2, 0, 2), (5, 10, 1, 10), (7, 9, 2, 8), (10, 10, 3, 10), (1, 1, 0, 1)]
    ]
    cases["detectable_factor"] = {str(df): float(stats.t.ppf(0.975, df) + stats.t.ppf(0.80, df)) for df in (4, 5, 9, 19, 29, 99)}
    cases["t_cdf"] = [{"x": x, "df": df, "p": float(stats.t.cdf(x, df))} for x, df in [(-2.1122, 29), (-0.5, 5), (1.3, 11), (-3.0, 4)]]
    cases["pass_fraction"] = [
        pass_fraction([1] * 10, [1] * 10),
        pass_fraction([0] * 10, [1] * 10),
        pass_fraction([4] * 11 + [3], [4] * 12),
        pass_fraction([0, 1, 2, 3, 4, 4, 3, 2, 1, 0, 2, 2], [4] * 12),
        pass_fraction([1] * 28 + [0, 0], [1] * 30),
        pass_fraction([3, 3, 3, 2, 3, 1], [3] * 6),
    ]
    # Issue 25 item 3: 30 tasks x 1 attempt, baseline passes t1-t15, candidate fails t1-t4 of them.
    base = [1] * 15 + [0] * 15
    cand = [0] * 4 + [1] * 11 + [0] * 15
    cases["thirty_by_one"] = {"baseline": base, "candidate": cand, "paired_t": paired_t(base, cand, 1), "mcnemar": mcnemar(4, 0)}
    # The paired example (examples/paired-comparison): tasks sorted by key, 3 attempts each.
    pb, pc = [3, 2, 3, 3, 3, 1], [3, 2, 0, 3, 2, 2]
    cases["paired_example"] = {"baseline": pb, "candidate": pc, "paired_t": paired_t(pb, pc, 3), "pass_fraction": [pass_fraction(pb, [3] * 6), pass_fraction(pc, [3] * 6)]}
    # Exact sign-flip test of per-task differences (issue 58 item 8): scipy's permutation_test with one sample and
    # permutation_type='samples' flips signs; every assignment enumerated (n_resamples above 2^n), two-sided.
    flips = []
    for d in [[300] * 6, [300] * 5, [-60] * 7, [1, 2, -3, 4, 5, 6], [0.5, -0.25, 0.75, 1.0, -2.0, 0.1, 0.3, 0.2], [300] * 6 + [0, 0], [2, -2, 1, -1, 3]]:
        r = stats.permutation_test((np.array(d, dtype=float),), lambda x, axis: np.sum(x, axis=axis), permutation_type="samples", vectorized=True, n_resamples=np.inf, alternative="two-sided")
        flips.append({"differences": d, "p_two_sided": float(r.pvalue)})
    cases["sign_flip"] = flips
    json.dump({"generated_by": f"scripts/reference/exact_tests.py (numpy {np.__version__}, scipy {scipy.__version__})", **cases}, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
