/**
 * Every report the test suite produces is checked against the project's
 * own report schema (issue 37 item 2): `cli()` checks its `--json` output,
 * `runAction()` the file named by its `report-path` output. A report that
 * fails its schema fails the test that produced it.
 */
import { ReportSchema } from '../../src/comparison/report/report-schema.js'

/**
 * Throws when `text` is a fabric-compare JSON report (an object with
 * `report_version`) that fails `ReportSchema`; other text is left alone.
 * `where` names the producer in the error.
 */
export function checkReportText(text: string, where: string): void {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return
  }
  if (value === null || typeof value !== 'object' || !('report_version' in value)) return
  const parsed = ReportSchema.safeParse(value)
  if (!parsed.success)
    throw new Error(
      `${where}: the report fails its own schema (src/comparison/report/report-schema.ts): ${parsed.error.message.slice(0, 4000)}`
    )
}
