#!/usr/bin/env node
/**
 * Prints the release notes of one version: the body of its CHANGELOG.md section (without the
 * heading), followed by one newline.
 *
 *   node scripts/release-notes.mjs <X.Y.Z | vX.Y.Z> [--changelog FILE]   (default CHANGELOG.md)
 *
 * Exit status: 0 printed, 1 no such section, several, or an empty one, 2 usage.
 */
import { readFileSync } from 'node:fs'
import { changelogSections, oneArgument, VERSION } from './changelog.mjs'

const USAGE = 'usage: node scripts/release-notes.mjs <X.Y.Z | vX.Y.Z> [--changelog FILE]'

function fail(problem) {
  process.stderr.write(`release-notes: ${problem}\n`)
  process.exit(1)
}

const args = oneArgument(USAGE, 'changelog', 'CHANGELOG.md')
const file = args.value
const version = args.positional.replace(/^v/, '')
if (!VERSION.test(version)) fail(`${JSON.stringify(args.positional)} is not a version X.Y.Z`)

let text
try {
  text = readFileSync(file, 'utf8')
} catch (error) {
  fail(`cannot read ${file}: ${error.code ?? error.message}`)
}
const sections = changelogSections(text, version)
if (sections.length === 0) fail(`${file} has no section [${version}]`)
if (sections.length > 1) fail(`${file} has ${sections.length} sections [${version}]; keep one`)
if (sections[0].body === '') fail(`${file} section [${version}] is empty`)
process.stdout.write(`${sections[0].body}\n`)
