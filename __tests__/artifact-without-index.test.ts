/** Issue 40 item 1 in small: which artifact names read as file names, and what an artifact without an index file is said to hold. */
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { looksLikeFileName } from '../src/github/artifacts.js'
import { describeArtifactWithoutIndex } from '../src/sources/attempt-index/artifact-without-index.js'
import { tempFolder } from './support/temp-folder.js'

describe('looksLikeFileName', () => {
  it('is true for names ending in a file extension, false for the names `name:` usually gives', () => {
    const named = ['evidence.tar.gz', 'result.json', 'report.html', 'run-record.jsonl', 'a.ZIP'].map(looksLikeFileName)
    const plain = ['eval-candidate-1', 'eval-baseline', 'v1.2', 'build.123', 'fabric-compare-summary', 'x.'].map(looksLikeFileName)
    expect(named).toEqual([true, true, true, true, true])
    expect(plain).toEqual([false, false, false, false, false, false])
  })
})

describe('describeArtifactWithoutIndex', () => {
  it('an empty artifact, one of folders only, and a single file not named as the artifact', () => {
    const root = tempFolder('without-index-')
    const empty = path.join(root, 'empty')
    mkdirSync(empty)
    expect(describeArtifactWithoutIndex(empty, 'eval-a')).toEqual({
      file: '.',
      reason:
        "the artifact holds no fabric-attempt.json (it is empty) — write one per attempt folder with `fabric-compare index`, or narrow the configuration's artifact pattern"
    })
    const folders = path.join(root, 'folders')
    mkdirSync(path.join(folders, 't', '1'), { recursive: true })
    expect(describeArtifactWithoutIndex(folders, 'eval-a').reason).toContain('(1 entry at its top, none an attempt folder with one)')
    const single = path.join(root, 'single')
    mkdirSync(single)
    writeFileSync(path.join(single, 'result.json'), '{}')
    // Zipped (archive: true) with one file: not the unarchived case, which names the artifact after its file.
    expect(describeArtifactWithoutIndex(single, 'eval-a').reason).toContain('(1 entry at its top')
    // When the search for index files stopped early, that is said, not "holds no fabric-attempt.json".
    expect(describeArtifactWithoutIndex(folders, 'eval-a', ['evidence_folder_unreadable', 'evidence_folder_unreadable'])).toEqual({
      file: '.',
      reason:
        'no fabric-attempt.json was found, and the search of the artifact was incomplete (`evidence_folder_unreadable` above) — fix what those name, then compare again'
    })
    expect(describeArtifactWithoutIndex(path.join(root, 'absent'), 'eval-a')).toEqual({
      file: '.',
      reason: 'the artifact folder cannot be listed (ENOENT); no fabric-attempt.json was read'
    })
  })
})
