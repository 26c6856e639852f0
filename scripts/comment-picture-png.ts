/**
 * PNG text chunks for the comment picture (`docs/comment.png`): the picture carries the SHA-256
 * of the comment Markdown it was rendered from, so a test can tell a stale picture from a
 * current one. Chunk layout from the PNG specification (ISO/IEC 15948): 4-byte big-endian
 * length, 4-byte type, data, CRC-32 over type and data; `tEXt` data is
 * `keyword NUL text` in Latin-1.
 */
import { createHash } from 'node:crypto'

/** The tEXt keyword under which the picture records the SHA-256 (hex) of its Markdown. */
export const COMMENT_SHA_KEY = 'fabric-compare:comment-sha256'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** The SHA-256 (lowercase hex) of a text's UTF-8 bytes. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/**
 * The `tEXt` chunks of a PNG file as keyword → text.
 * @throws Error when `png` does not start with the PNG signature or a chunk runs past the end.
 */
export function pngTextChunks(png: Buffer): Map<string, string> {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file (no PNG signature)')
  const texts = new Map<string, string>()
  let at = 8
  while (at < png.length) {
    if (at + 12 > png.length) throw new Error(`PNG chunk at byte ${at} runs past the end of the file`)
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    if (at + 12 + length > png.length) throw new Error(`PNG chunk ${type} at byte ${at} runs past the end of the file`)
    if (type === 'tEXt') {
      const data = png.subarray(at + 8, at + 8 + length)
      const nul = data.indexOf(0)
      if (nul > 0) texts.set(data.toString('latin1', 0, nul), data.toString('latin1', nul + 1))
    }
    at += 12 + length
    if (type === 'IEND') break
  }
  return texts
}

/**
 * The PNG with one `tEXt` chunk `keyword NUL text` inserted right after IHDR (any chunk of that
 * keyword removed first).
 * @throws Error when `png` is not a PNG file, or keyword or text is not Latin-1 printable.
 */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file (no PNG signature)')
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword) || !/^[\x20-\x7e]*$/.test(text))
    throw new Error('tEXt keyword and text must be printable ASCII (keyword 1–79 characters)')
  const chunks: Buffer[] = [SIGNATURE]
  let at = 8
  while (at < png.length) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const chunk = png.subarray(at, at + 12 + length)
    const data = chunk.subarray(8, 8 + length)
    const ours = type === 'tEXt' && data.toString('latin1', 0, data.indexOf(0)) === keyword
    if (!ours) chunks.push(chunk)
    if (type === 'IHDR') {
      const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`${keyword}\0${text}`, 'latin1')])
      const head = Buffer.alloc(4)
      head.writeUInt32BE(body.length - 4)
      const crc = Buffer.alloc(4)
      crc.writeUInt32BE(crc32(body))
      chunks.push(head, body, crc)
    }
    at += 12 + length
    if (type === 'IEND') break
  }
  return Buffer.concat(chunks)
}
