/**
 * Status and error of one NeMo Fabric request, shared by the full result
 * and the request record's end line (`docs/formats.md`, both).
 */
import type { ErrorInfo } from '../types.js'
import { asObject, readBoolean, readString } from '../json/fields.js'

/** The valid `status` values of a NeMo Fabric request, in documentation order (src/model/statuses.ts). */
export { REQUEST_STATUSES } from '../../model/index.js'

/**
 * Reads an `ErrorInfo` (`{stage, code, message, retryable, metadata}`) at
 * `path`; null when null or absent. `stage` and `code` are kept as written
 * (unknown codes are fine); `metadata` is ignored. The request record's end
 * line never carries `message` (it reads null there).
 * Throws `EvidenceTypeError` on a non-object or a wrong field type.
 */
export function readErrorInfo(value: unknown, path: string): ErrorInfo | null {
  const obj = asObject(value, path)
  if (obj === null) return null
  return {
    code: readString(obj, 'code', path),
    stage: readString(obj, 'stage', path),
    retryable: readBoolean(obj, 'retryable', path),
    message: readString(obj, 'message', path)
  }
}
