#!/usr/bin/env node
/**
 * Release check: the tag is `vX.Y.Z`, equals package.json's version, and CHANGELOG.md has one
 * dated, non-empty section for it. On success prints one line and, under GitHub Actions,
 * writes the outputs `version` (X.Y.Z) and `major` (vX) to $GITHUB_OUTPUT.
 *
 *   node scripts/check-version.mjs <tag> [--root DIR]     (DIR: the package folder, default .)
 *
 * Exit status: 0 checked, 1 a check failed (every failed check on its own stderr line), 2 usage.
 */
import { appendFileSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { changelogSections, oneArgument, RELEASE_TAG } from './changelog.mjs'

const USAGE = 'usage: node scripts/check-version.mjs <tag vX.Y.Z> [--root DIR]'

function fail(problems) {
  for (const p of problems) process.stderr.write(`check-version: ${p}\n`)
  process.exit(1)
}

const args = oneArgument(USAGE, 'root', '.')
const tag = args.positional
const root = args.value

const match = RELEASE_TAG.exec(tag)
if (match === null) fail([`${JSON.stringify(tag)} is not a release tag: expected vX.Y.Z (numbers without leading zeros, no suffix)`])
const version = tag.slice(1)

const read = (name) => {
  try {
    return readFileSync(path.join(root, name), 'utf8')
  } catch (error) {
    fail([`cannot read ${name}: ${error.code ?? error.message}`])
  }
}
let packageVersion
try {
  packageVersion = JSON.parse(read('package.json')).version
} catch (error) {
  fail([`package.json: ${error.message}`])
}

const problems = []
if (packageVersion !== version) problems.push(`tag ${tag} does not match package.json version ${JSON.stringify(packageVersion)}`)
const sections = changelogSections(read('CHANGELOG.md'), version)
const wanted = `"## [${version}] - YYYY-MM-DD"`
if (sections.length === 0) problems.push(`CHANGELOG.md has no section ${wanted}`)
else if (sections.length > 1) problems.push(`CHANGELOG.md has ${sections.length} sections [${version}]; keep one`)
else {
  if (sections[0].date === null) problems.push(`CHANGELOG.md section [${version}] has no release date: write its heading as ${wanted}`)
  if (sections[0].body === '') problems.push(`CHANGELOG.md section [${version}] is empty`)
}
if (problems.length > 0) fail(problems)

const major = `v${match[1]}`
process.stdout.write(
  `check-version: tag ${tag} = package.json ${version}; CHANGELOG.md [${version}] - ${sections[0].date}; major tag ${major}\n`
)
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `version=${version}\nmajor=${major}\n`)
