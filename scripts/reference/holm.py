#!/usr/bin/env python3
"""Reference values for the gate's family of checks (src/comparison/holm.ts,
src/comparison/regression-gate.ts, the p-value helpers of src/comparison/exact-tests.ts).

Run once; its output is committed as __tests__/fixtures/reference/holm.json
and checked by __tests__/comparison-holm.test.ts:

    python3 scripts/reference/holm.py > __tests__/fixtures/reference/holm.json

An independent implementation with scipy, not a port of ours:
  * Holm's step-down as closed testing with Bonferroni local tests (Marcus, Peritz &
    Gabriel 1976; Holm 1979): H_i is rejected at level alpha when every intersection
    hypothesis H_S with i in S is rejected by Bonferroni (min_{j in S} p_j <= alpha/|S|),
    and its adjusted p is the largest Bonferroni p of those intersections,
    max_{S containing i} min(1, |S| * min_{j in S} p_j). Every subset is enumerated;
    no sorting, no step-down loop;
  * the one-sided p of each candidate from per-task pass fractions: the paired t test
    over tasks (every task the same number of attempts, so the clustered difference
    is the mean of per-task differences), shifted by the tolerance or margin, with the
    standard error floored at 1/M as the gate's interval is: scipy.stats.t.cdf / t.sf;
    with one attempt per task also the exact one-sided p, the larger of the two decides:
    regression, scipy.stats.binomtest(broken, broken + fixed, 0.5, 'greater');
    non-inferiority, scipy.stats.binom.cdf(broken, tasks, margin);
  * the gate's decisions: `regression` fails on any rejection, so its family is decided by
    the closed testing above; `non-inferiority` passes only when every candidate rejects (an
    intersection-union test, Berger 1982), so each is decided at alpha on its own (p <= alpha);
  * the tails: scipy.stats.binom.cdf and scipy.stats.t.sf.
Random p-values come from numpy's default_rng(2026), rounded to three digits so that
ties occur. Tested with Python 3, numpy and scipy 1.17.
"""
import itertools
import json
import sys

import numpy as np
import scipy
from scipy import stats


def closed_holm(ps, alpha):
    """Adjusted p and decision of each hypothesis by closed testing (None: not tested)."""
    idx = [i for i, p in enumerate(ps) if p is not None]
    adjusted = [None] * len(ps)
    for i in idx:
        worst = 0.0
        others = [j for j in idx if j != i]
        for r in range(len(others) + 1):
            for rest in itertools.combinations(others, r):
                s = (i,) + rest
                worst = max(worst, min(1.0, len(s) * min(ps[j] for j in s)))
        adjusted[i] = worst
    rejected = [None if a is None else bool(a <= alpha) for a in adjusted]
    return adjusted, rejected


def candidate_p(base, cand, attempts, check, shift):
    """One-sided p of a candidate's check (shift: tolerance or margin as a fraction)."""
    base = np.array(base, dtype=float)
    cand = np.array(cand, dtype=float)
    n = len(base)
    d = cand / attempts - base / attempts
    se = max(np.std(d, ddof=1) / np.sqrt(n), 1.0 / (n * attempts))
    z = (d.mean() + shift) / se
    if check == 'regression':
        p = stats.t.cdf(z, n - 1)
    else:
        p = stats.t.sf(z, n - 1)
    if attempts == 1:
        broken = int(np.sum((base == 1) & (cand == 0)))
        fixed = int(np.sum((base == 0) & (cand == 1)))
        if check == 'regression':
            exact = 1.0 if broken + fixed == 0 else stats.binomtest(broken, broken + fixed, 0.5, 'greater').pvalue
        else:
            exact = stats.binom.cdf(broken, n, shift)
        p = max(p, exact)
    return float(p)


def gate_case(name, attempts, base, candidates, check, shift_pp, alpha):
    ps = [candidate_p(base, c, attempts, check, shift_pp / 100) for c in candidates.values()]
    if check == 'regression':
        adjusted, rejected = closed_holm(ps, alpha)
    else:
        adjusted, rejected = list(ps), [bool(p <= alpha) for p in ps]
    return {
        'name': name,
        'attempts': attempts,
        'baseline': base,
        'candidates': candidates,
        'check': check,
        'tolerance_pp': shift_pp,
        'alpha': alpha,
        'p': ps,
        'adjusted_p': adjusted,
        'rejected': rejected,
    }


def main():
    rng = np.random.default_rng(2026)
    random_cases = []
    for _ in range(300):
        m = int(rng.integers(1, 7))
        ps = [float(np.round(x, 3)) for x in rng.uniform(0, 0.12, m)]
        if rng.uniform() < 0.3:
            ps[int(rng.integers(0, m))] = None
        alpha = float(rng.choice([0.01, 0.025, 0.05, 0.1]))
        adjusted, rejected = closed_holm(ps, alpha)
        random_cases.append({'p': ps, 'alpha': alpha, 'adjusted': adjusted, 'rejected': rejected})

    # 12 tasks × 3 attempts; c_clear drops clearly, c_edge by a little (one-sided p 0.0194 on
    # its own: beyond noise alone, not among three), c_same is the baseline.
    base12 = [3, 3, 2, 3, 3, 2, 3, 1, 3, 2, 3, 3]
    clear = [1, 0, 1, 1, 2, 0, 1, 0, 2, 1, 1, 0]
    edge = [3, 2, 1, 3, 2, 2, 3, 1, 3, 2, 3, 2]
    # 40 tasks × 1 attempt: McNemar decides with the t test.
    base40 = [1] * 30 + [0] * 10
    broken7 = [0] * 7 + [1] * 23 + [0] * 10
    broken2 = [0] * 2 + [1] * 28 + [0] * 9 + [1]
    gates = [
        gate_case('three candidates, regression, 2.5 %', 3, base12,
                  {'c_clear': clear, 'c_edge': edge, 'c_same': base12}, 'regression', 0, 0.025),
        gate_case('three candidates, regression, 5 %', 3, base12,
                  {'c_clear': clear, 'c_edge': edge, 'c_same': base12}, 'regression', 0, 0.05),
        gate_case('two candidates, regression, tolerance 5 pp', 3, base12,
                  {'c_clear': clear, 'c_edge': edge}, 'regression', 5, 0.025),
        gate_case('one candidate, regression, 5 %', 3, base12, {'c_edge': edge}, 'regression', 0, 0.05),
        gate_case('two candidates, regression, one attempt per task', 1, base40,
                  {'c_broken7': broken7, 'c_broken2': broken2}, 'regression', 0, 0.025),
        gate_case('two candidates, regression, one attempt per task, tolerance 3 pp', 1, base40,
                  {'c_broken7': broken7, 'c_broken2': broken2}, 'regression', 3, 0.025),
        gate_case('three candidates, non-inferiority at 22 pp', 3, base12,
                  {'c_clear': clear, 'c_edge': edge, 'c_same': base12}, 'non-inferiority', 22, 0.025),
        gate_case('three candidates, non-inferiority at 22 pp, 5 %', 3, base12,
                  {'c_clear': clear, 'c_edge': edge, 'c_same': base12}, 'non-inferiority', 22, 0.05),
        gate_case('two candidates, non-inferiority at 30 pp, one attempt per task', 1, base40,
                  {'c_broken7': broken7, 'c_broken2': broken2}, 'non-inferiority', 30, 0.025),
    ]

    binom_tail = [{'k': k, 'n': n, 'p': p, 'cdf': float(stats.binom.cdf(k, n, p))}
                  for k, n, p in [(0, 30, 0.1), (4, 30, 0.28), (4, 30, 0.31), (7, 40, 0.3), (2, 40, 0.3),
                                  (0, 2000, 0.05), (50, 200, 0.5), (199, 200, 0.5), (3, 10, 0.0001)]]
    t_upper = [{'x': x, 'df': df, 'p': float(stats.t.sf(x, df))}
               for x, df in [(0.0, 5), (2.0, 11), (-1.5, 11), (6.0, 29), (12.0, 39), (40.0, 4)]]

    json.dump({
        'generated_by': f'scripts/reference/holm.py with numpy {np.__version__}, scipy {scipy.__version__}',
        'holm': random_cases,
        'gates': gates,
        'binom_lower_tail': binom_tail,
        't_upper': t_upper,
    }, sys.stdout, indent=1)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main()
