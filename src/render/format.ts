/**
 * Figures shared by the text and Markdown renderings: pure functions from
 * report numbers to plain (unescaped) strings. Display rounding only — the
 * report object keeps the exact values. `null` is never shown as 0.
 */
import type { Delta, Distribution, MetricCoverage, TimingDistribution } from '../comparison/report/report-schema.js'
import { plural } from '../comparison/input/keys.js'
import { OVERFLOW_TEXT } from '../comparison/tally/accounting.js'

/**
 * `n noun` with a plural `s` unless n is 1, n with thousands separators
 * (`1 request`, `1,200 requests`). Report messages use `plural` of
 * src/comparison/input/keys.ts instead (`1200 requests`, digits as in the JSON).
 */
export function formatPlural(n: number, noun: string): string {
  return `${formatCount(n)} ${n === 1 ? noun : `${noun}s`}`
}

/** Groups the digits of a non-negative integer string by thousands. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * `[whole, fraction]` digits of a non-negative finite number rounded to
 * `decimals`; from 1e21 up (where `toFixed` and `toString` switch to
 * exponent notation) the whole digits come from BigInt, no fraction.
 */
function fixedParts(abs: number, decimals: number): [string, string] {
  if (abs >= 1e21) return [BigInt(abs).toString(), '0'.repeat(decimals)]
  const [whole, fraction = ''] = abs.toFixed(decimals).split('.')
  return [whole as string, fraction]
}

/** A non-integer to 2 decimals, trailing zeros trimmed: `[whole, fraction]` (`1204.5` → `['1204', '5']`). */
function trimmedFixed(abs: number): [string, string] {
  const [whole, fraction] = fixedParts(abs, 2)
  return [whole, fraction.replace(/0+$/, '')]
}

/**
 * A count with thousands separators: `1,204,311`. Non-integers keep up to
 * 2 decimals (`1,204.5`); non-finite values show as `unknown`.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return 'unknown'
  const sign = n < 0 ? '-' : ''
  const abs = Math.abs(n)
  // Integers are shown exactly (rounding through ×100 would misprint large ones: 969290089526338
  // became 969,290,089,526,337.9); only a fraction is rounded to 2 decimals.
  const [whole, fraction] = abs >= 1e21 ? fixedParts(abs, 0) : Number.isInteger(abs) ? [abs.toString(), ''] : trimmedFixed(abs)
  return `${sign}${groupDigits(whole as string)}${fraction ? `.${fraction}` : ''}`
}

/**
 * US dollars, rounded to at most 6 decimals, trailing zeros trimmed down to
 * 2 decimals: `$0.029805`, `$1.50`, `$1,234.00`. A positive amount that
 * rounds to zero shows as `< $0.000001` rather than a false `$0.00`.
 */
export function formatUsd(usd: number): string {
  if (!Number.isFinite(usd)) return 'unknown'
  const abs = Math.abs(usd)
  if (abs > 0 && abs < 0.0000005) return `${usd < 0 ? '> -' : '< '}$0.000001`
  const [whole, fraction] = fixedParts(abs, 6)
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0')
  return `${usd < 0 && `${whole}.${fraction}` !== '0.000000' ? '-' : ''}$${groupDigits(whole)}.${trimmed}`
}

/** A fraction 0..1 as a percentage with one decimal: `0.6` → `60.0%`. */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`
}

/**
 * A lower bound: `≥ 1,204` — or `none seen` when it is zero, since `≥ 0` says
 * nothing (the figure was not observed in the part of the evidence that was
 * seen; the caller adds that coverage). `value` formats the number.
 */
export function formatLowerBound(n: number, value: (n: number) => string = formatCount): string {
  return n === 0 ? 'none seen' : `≥ ${value(n)}`
}

/** `(8 of 9 requests)` — how many of the expected requests reported a metric. */
export function formatCoverage(reportedBy: number, expected: number, noun = 'request'): string {
  // `0 of 0 requests` reads as a contradiction: none is listed (whether that is all is said elsewhere).
  if (expected === 0) return `(no ${noun}s listed)`
  return `(${formatCount(reportedBy)} of ${formatPlural(expected, noun)})`
}

/**
 * A usage metric with its coverage. Complete → `1,204,311`; partial (a lower
 * bound) → `≥ 1,204,311 (8 of 9 requests)`, or `none seen in 8 of 9 requests`
 * when that bound is 0, or `≥ 1,204,311 (9 of 9 requests; list unverified)`
 * when every listed request reported it but a list is not verified whole
 * (`unverified` names which: `attempt list unverified`, `request list
 * unverified`); complete over no request → `0 (no requests)`; nothing
 * reported → `unknown (0 of 9 requests)`, or `unknown (no requests listed)`
 * when none is listed; reported but its sum overflowed →
 * `unknown — its sum exceeds what a 64-bit float holds exactly (2 of 2 requests)`. `value` formats the number (counts or USD);
 * `noun` names what is counted (`request`, or `trial` where one set of counters stands for a trial's requests).
 */
export function formatMetric(
  m: MetricCoverage,
  value: (n: number) => string = formatCount,
  unverified = 'list unverified',
  noun = 'request'
): string {
  const coverage = formatCoverage(m.reported_by, m.expected, noun)
  // Reported, yet unknown: the sum overflowed (never complete, whatever its coverage says).
  if (m.observed === null && m.reported_by > 0) return `unknown — ${OVERFLOW_TEXT} ${coverage}`
  if (m.observed === null) return `unknown ${coverage}`
  // A complete sum over no request at all (verified empty request lists) says so: `0 (no requests)`.
  if (m.complete) return m.expected === 0 ? `${value(m.observed)} (no ${noun}s)` : value(m.observed)
  if (m.observed === 0) return `none seen in ${formatCount(m.reported_by)} of ${formatPlural(m.expected, noun)}`
  // Every listed request reported it, yet the sum is a lower bound: the lists may leave requests out.
  if (m.reported_by === m.expected) return `≥ ${value(m.observed)} ${coverage.slice(0, -1)}; ${unverified})`
  return `≥ ${value(m.observed)} ${coverage}`
}

/**
 * A pass fraction with its denominators: `60.0% (3 passed of 5 evaluated; 6 listed)`;
 * `withoutEvidence` of the verdicts declared for attempts with no execution evidence:
 * `66.7% (4 passed of 6 evaluated, 2 of them without execution evidence; 6 listed)`;
 * null → `n/a — <reason>` (`n/a` when no reason is given).
 */
export function formatPassFraction(
  fraction: number | null,
  counts: { passed: number; evaluated: number; listed: number },
  reason: string | null,
  withoutEvidence = 0
): string {
  if (fraction === null) return reason ? `n/a — ${reason}` : 'n/a'
  // Verdicts declared for attempts that left no execution evidence count in the fraction: the cell says how many.
  const declared = withoutEvidence > 0 ? `, ${formatCount(withoutEvidence)} of them without execution evidence` : ''
  return `${formatPercent(fraction)} (${formatCount(counts.passed)} passed of ${formatCount(counts.evaluated)} evaluated${declared}; ${formatCount(counts.listed)} listed)`
}

/**
 * A duration in milliseconds: `850 ms`, `48.2 s`, `1 min 3 s`, `2 h 5 min`.
 * Negative or non-finite values show as `unknown`.
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return 'unknown'
  if (ms < 1000) return `${Math.round(ms)} ms`
  const tenths = Math.round(ms / 100)
  if (tenths < 600) return `${(tenths / 10).toFixed(1)} s`
  const seconds = Math.round(ms / 1000)
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
  const minutes = Math.round(ms / 60000)
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * An age in words (digits ungrouped: it is also part of report messages), floored to what has fully passed:
 * whole days from one day on (`6 days`: 6 days 23 hours is `6 days`), else whole hours (`5 hours`), else
 * `less than an hour`.
 */
export function formatAge(ms: number): string {
  const days = Math.floor(ms / DAY_MS)
  if (days >= 1) return plural(days, 'day')
  const hours = Math.floor(ms / HOUR_MS)
  return hours >= 1 ? plural(hours, 'hour') : 'less than an hour'
}

/**
 * An age to the hour, for a comparison with a limit: `7 days 5 hours`, `1 day`, `36 hours` is `1 day 12 hours`,
 * `20 hours`; under an hour, `45 minutes` (`less than a minute` below one).
 */
export function formatAgeExact(ms: number): string {
  const days = Math.floor(ms / DAY_MS)
  const hours = Math.floor((ms - days * DAY_MS) / HOUR_MS)
  if (days >= 1) return hours === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(hours, 'hour')}`
  if (hours >= 1) return plural(hours, 'hour')
  const minutes = Math.floor(ms / 60_000)
  return minutes >= 1 ? plural(minutes, 'minute') : 'less than a minute'
}

/**
 * How far a default-branch baseline's commit is before the base commit, in time and commits: `6 days and 41
 * commits before the base`; `41 commits before the base (age unknown)` without dates; `the base commit` at 0 commits.
 */
export function formatBaselineDistance(behindBy: number, ageMs: number | null): string {
  if (behindBy === 0) return 'the base commit'
  const commits = plural(behindBy, 'commit')
  return ageMs === null ? `${commits} before the base (age unknown)` : `${formatAge(ageMs)} and ${commits} before the base`
}

/**
 * The coverage of a distribution across attempts: `(5 of 6 attempts)`. For an invocation figure
 * with values that are lower bounds (attempts not fully timed) it says how many are exact:
 * `(0 of 1 attempt fully timed)` when every attempt has a value, else `(2 of 3 attempts timed, 1 fully)`.
 */
export function distributionCoverage(d: Distribution | TimingDistribution): string {
  if (!('lower_bound' in d) || !d.lower_bound || d.count === 0) return formatCoverage(d.count, d.of, 'attempt')
  if (d.count === d.of) return `(${formatCount(d.fully_timed)} of ${formatPlural(d.of, 'attempt')} fully timed)`
  return `(${formatCount(d.count)} of ${formatPlural(d.of, 'attempt')} timed, ${formatCount(d.fully_timed)} fully)`
}

/** `≥ ` before the values of a distribution whose values include lower bounds, else nothing. */
export function distributionBound(d: Distribution | TimingDistribution): string {
  return 'lower_bound' in d && d.lower_bound ? '≥ ' : ''
}

/** One value of a distribution: `12.0 s`, a lower bound `≥ 5.0 s`, or `none seen` for a lower bound of 0. */
export function distributionValue(d: Distribution | TimingDistribution, n: number, value: (n: number) => string = formatDuration): string {
  return distributionBound(d) === '' ? value(n) : formatLowerBound(n, value)
}

/**
 * A distribution across attempts with its coverage:
 * `median 12.0 s · p90 20.1 s · max 31.0 s (5 of 6 attempts)`; with no value
 * at all → `unknown (0 of 6 attempts)`; over attempts not fully timed (lower
 * bounds) → `median ≥ 5.0 s · p90 ≥ 5.0 s · max ≥ 5.0 s (0 of 1 attempt fully timed)`
 * (`none seen` for a bound of 0).
 */
export function formatDistribution(d: Distribution | TimingDistribution, value: (n: number) => string = formatDuration): string {
  const coverage = distributionCoverage(d)
  if (d.count === 0 || d.median === null || d.p90 === null || d.max === null) return `unknown ${coverage}`
  const v = (n: number): string => distributionValue(d, n, value)
  return `median ${v(d.median)} · p90 ${v(d.p90)} · max ${v(d.max)} ${coverage}`
}

/** `+` for positive, `-` for negative, `±` for zero. */
function signOf(n: number): string {
  return n > 0 ? '+' : n < 0 ? '-' : '±'
}

/** Which unit a delta is in: token counts, USD, or a pass fraction (shown in percentage points). */
export type DeltaKind = 'count' | 'usd' | 'fraction'

/**
 * A difference candidate − baseline: `+1,200 (+4.1%)`, `-$0.0012 (-3.0%)`,
 * `+20.0 pp` for pass fractions; the relative change is left out when the
 * baseline is 0 or unknown. Not comparable → `not comparable: <reason>`.
 */
export function formatDelta(d: Delta, kind: DeltaKind): string {
  if (d.delta === null || d.reason !== null) return d.reason ? `not comparable: ${d.reason}` : 'not comparable'
  const sign = signOf(d.delta)
  const abs = Math.abs(d.delta)
  if (kind === 'fraction') return `${sign}${(abs * 100).toFixed(1)} pp`
  const body = kind === 'usd' ? formatUsd(abs) : formatCount(abs)
  if (d.baseline === null || d.baseline === 0) return `${sign}${body}`
  const relative = (d.delta / Math.abs(d.baseline)) * 100
  return `${sign}${body} (${signOf(relative)}${Math.abs(relative).toFixed(1)}%)`
}

/** A nullable value formatted, or `unknown`. */
export function orUnknown(n: number | null, value: (n: number) => string = formatCount): string {
  return n === null ? 'unknown' : value(n)
}

/** A byte count: `512 B`, `1.5 MiB` (binary units, one decimal). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'unknown'
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${units[unit]}`
}

/** A record of counts as `a ×2 · b ×1` in key order; `none` when empty. */
export function formatCounts(counts: Record<string, number>, none = 'none'): string {
  const keys = Object.keys(counts).sort()
  if (keys.length === 0) return none
  return keys.map((k) => `${k} ×${formatCount(counts[k])}`).join(' · ')
}

/** A score for display: at most 4 decimals, trailing zeros trimmed (`0.6667`, `1`); the report keeps full precision. */
export function formatScore(score: number): string {
  const short = Number(score.toFixed(4))
  // Rounding never hides why a threshold decided: a score that would round to an integer it is not is shown whole.
  return short !== score && Number.isInteger(short) ? String(score) : String(short)
}

/**
 * What keeps a configuration's sums lower bounds (for {@link formatMetric}): the attempt list first, else
 * the request lists, else missing attempts (`1 attempt missing`: their requests are unknown; unreadable and
 * unfinished ones said so).
 */
export function unverifiedList(c: {
  attempts: { inventory_verified: boolean; missing: number }
  requests: { lists_unverified: number }
  gaps?: ReadonlyArray<{ reason: string; count: number }>
}): string {
  if (!c.attempts.inventory_verified) return 'attempt list unverified'
  if (c.requests.lists_unverified > 0) return 'request lists unverified'
  return c.attempts.missing > 0 ? absentAttempts(c.attempts.missing, unreadableCount(c), unfinishedCount(c)) : 'list unverified'
}

/** The count of a configuration's gap `reason`; 0 without it (or without gaps). */
function gapCount(c: { gaps?: ReadonlyArray<{ reason: string; count: number }> }, reason: string): number {
  return c.gaps?.find((g) => g.reason === reason)?.count ?? 0
}

/** How many of a configuration's missing attempts are unreadable (gap `attempt_unreadable`); 0 without gaps. */
export function unreadableCount(c: { gaps?: ReadonlyArray<{ reason: string; count: number }> }): number {
  return gapCount(c, 'attempt_unreadable')
}

/** How many of a configuration's missing attempts are unfinished, their job still running (gap `attempt_unfinished`); 0 without gaps. */
export function unfinishedCount(c: { gaps?: ReadonlyArray<{ reason: string; count: number }> }): number {
  return gapCount(c, 'attempt_unfinished')
}

/**
 * `n` attempts without evidence split by why, `unreadable` and `unfinished` of them so (the rest missing), each
 * count with its word, in that order, those above 0: `[[2, 'missing'], [1, 'unfinished']]`.
 */
export function absentKinds(n: number, unreadable: number, unfinished = 0): Array<[number, string]> {
  const kinds: Array<[number, string]> = [
    [n - unreadable - unfinished, 'missing'],
    [unreadable, 'unreadable'],
    [unfinished, 'unfinished']
  ]
  return kinds.filter(([k]) => k > 0)
}

/**
 * `n` attempts without evidence by why, `unreadable` and `unfinished` of them so: `1 attempt missing`, `1 attempt
 * unreadable`, `2 attempts unfinished`, `3 attempts: 1 unreadable, 2 missing`.
 */
export function absentAttempts(n: number, unreadable: number, unfinished = 0): string {
  const kinds = absentKinds(n, unreadable, unfinished)
  if (kinds.length <= 1) return `${formatPlural(n, 'attempt')} ${kinds[0]?.[1] ?? 'missing'}`
  // Unreadable first, as before; then missing; unfinished last.
  const order = ['unreadable', 'missing', 'unfinished']
  const sorted = [...kinds].sort((a, b) => order.indexOf(a[1]) - order.indexOf(b[1]))
  return `${formatPlural(n, 'attempt')}: ${sorted.map(([k, w]) => `${formatCount(k)} ${w}`).join(', ')}`
}

/** The pricing-basis fields of a configuration's report that {@link formatCost} reads. */
export interface CostFields {
  usage: { cost_usd: MetricCoverage }
  pricing: { basis: string } | null
  cost_basis: string | null
  cost_other_bases?: ReadonlyArray<MetricCoverage & { basis: string | null }>
  attempts: { inventory_verified: boolean; missing: number }
  requests: { lists_unverified: number }
  gaps?: ReadonlyArray<{ reason: string; count: number }>
}

/**
 * Where a configuration's cost is summed, in words: `in the declared list-2026-07`, `in list-2026-07` (the basis
 * most of its costed requests name), `naming no basis`.
 */
export function summedBasisText(c: Pick<CostFields, 'pricing' | 'cost_basis'>): string {
  if (c.pricing !== null) return `in the declared ${c.pricing.basis}`
  return c.cost_basis === null ? 'naming no basis' : `in ${c.cost_basis}`
}

/**
 * A configuration's cost cell in US dollars, with coverage ({@link formatMetric}); costs the evidence reports in
 * another pricing basis (report `cost_other_bases`) are named with their own sum and basis, never added:
 * `$0.0803 in list-2026-09, not in the declared list-2026-07` when every cost is in another basis;
 * `≥ $0.05 (5 of 8 requests) in the declared list-2026-07; also $0.02 (3 of 8 requests) in list-2026-09, not added`
 * when part is. `noun` names what the coverage counts (`request`, or `trial`: {@link formatMetric}).
 */
export function formatCost(c: CostFields, noun = 'request'): string {
  const unverified = unverifiedList(c)
  const main = formatMetric(c.usage.cost_usd, formatUsd, unverified, noun)
  const others = c.cost_other_bases ?? []
  if (others.length === 0) return main
  const parts = others.map(
    (o) => `${formatMetric(o, formatUsd, unverified, noun)} ${o.basis === null ? 'naming no basis' : `in ${o.basis}`}`
  )
  const m = c.usage.cost_usd
  if (m.observed === null && m.reported_by === 0) return `${parts.join('; ')}, not ${summedBasisText(c)}`
  return `${main} ${summedBasisText(c)}; also ${parts.join('; ')}, not added`
}
