// ESLint rule `local/no-cycle-with-types`: an import cycle among the repository's own
// TypeScript files, counting `import type` / `export type` edges too.
//
// import-x/no-cycle skips every type-only import by design (it guards against runtime cycles
// only; eslint-plugin-import-x 4.18 has no option to count them), so a circle closed by a type
// import, such as the one in src/comparison/, passes it. This rule reports, on each static
// import or re-export of a relative specifier, a path from the imported file back to this one,
// as the importing file:line of each step, e.g. `this import => src/b.ts:3 (type) => back to
// this file`. Dynamic `import()` is not followed. Specifiers are resolved by TypeScript's own
// module resolution (NodeNext: `./x.js` is `./x.ts`); only files outside node_modules that are
// not declaration files take part.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const OPTIONS = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }

/** Per file: its mtime and size when read, and its edges. Lives for one ESLint process. */
const edgesCache = new Map()

/** The repository TypeScript file `specifier` names from `fromFile`, or undefined. */
function resolveSpecifier(specifier, fromFile) {
  if (!specifier.startsWith('.')) return undefined
  const resolved = ts.resolveModuleName(specifier, fromFile, OPTIONS, ts.sys).resolvedModule
  if (resolved === undefined || resolved.isExternalLibraryImport) return undefined
  const file = path.resolve(resolved.resolvedFileName)
  if (file.endsWith('.d.ts') || file.split(path.sep).includes('node_modules')) return undefined
  return file
}

/** Whether an import clause brings in types only (`import type`, or every named binding `type`). */
function importIsTypeOnly(clause) {
  if (clause === undefined) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  )
}

/** The static import and re-export edges of one file: `{ to, specifier, line, typeOnly }[]`. */
function edgesOf(file) {
  let stat
  try {
    stat = fs.statSync(file)
  } catch {
    return []
  }
  const cached = edgesCache.get(file)
  if (cached !== undefined && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.edges
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const edges = []
  for (const statement of source.statements) {
    let specifier
    let typeOnly
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifier = statement.moduleSpecifier.text
      typeOnly = importIsTypeOnly(statement.importClause)
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifier = statement.moduleSpecifier.text
      typeOnly = statement.isTypeOnly
    } else continue
    const to = resolveSpecifier(specifier, file)
    if (to === undefined) continue
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1
    edges.push({ to, specifier, line, typeOnly })
  }
  edgesCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, edges })
  return edges
}

/** The shortest chain of edges from `start` back to `target`, or undefined when there is none. */
function pathBack(start, target) {
  const previous = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const edge of edgesOf(file)) {
      if (previous.has(edge.to)) continue
      previous.set(edge.to, { from: file, edge: { ...edge, from: file } })
      if (edge.to === target) {
        const chain = []
        for (let step = previous.get(target); step !== undefined; step = previous.get(step.from)) chain.unshift(step.edge)
        return chain
      }
      queue.push(edge.to)
    }
  }
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycleWithTypes = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid import cycles among the repository's files, type-only imports included." },
    schema: [],
    messages: {
      cycle: 'Import cycle (type-only imports counted): {{chain}} => back to this file.'
    }
  },
  create(context) {
    const file = path.resolve(context.physicalFilename)
    if (!/\.[cm]?tsx?$/.test(file)) return {}
    const check = (node) => {
      if (node.source === null || node.source === undefined || typeof node.source.value !== 'string') return
      const to = resolveSpecifier(node.source.value, file)
      if (to === undefined || to === file) return // a self-import is import-x/no-self-import's
      const chain = pathBack(to, file)
      if (chain === undefined) return
      const typeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.type === 'ImportDeclaration' &&
          node.specifiers.length > 0 &&
          node.specifiers.every((specifier) => specifier.importKind === 'type'))
      const steps = [`this import${typeOnly ? ' (type)' : ''}`]
      for (const edge of chain) steps.push(`${path.relative(context.cwd, edge.from)}:${edge.line}${edge.typeOnly ? ' (type)' : ''}`)
      context.report({ node, messageId: 'cycle', data: { chain: steps.join(' => ') } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  }
}
