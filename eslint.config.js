// ESLint flat config: `npm run lint` (CI runs it from .ci/run after the typecheck).
// @eslint/js recommended + typescript-eslint recommended (the set that needs no type
// information, so the lint stays fast), plus import-x/no-cycle and import-x/no-self-import,
// resolved through tsconfig.json so an `./x.js` import specifier resolves to `./x.ts`, and the
// local rule local/no-cycle-with-types, which also counts the type-only imports that
// import-x/no-cycle skips (scripts/eslint-rules/no-cycle-with-types.js), and
// import-x/no-restricted-paths zones that keep each room of src/ on its floor: a room imports
// only the rooms below it (scripts/eslint-rules/floors.js). Layout is Prettier's (`npm run format`,
// .prettierrc.json), so no layout rules here.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { noCycleWithTypes } from './scripts/eslint-rules/no-cycle-with-types.js'
import { floorZones } from './scripts/eslint-rules/floors.js'

export default defineConfig(
  {
    ignores: [
      'dist/',
      'lib/',
      'node_modules/',
      'coverage/',
      '.bench/',
      'tmp/',
      // Deliberate import cycles that __tests__/lint-cycles.test.ts lints to prove the rules can fail.
      '__tests__/fixtures/lint/'
    ]
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, local: { rules: { 'no-cycle-with-types': noCycleWithTypes } } },
    settings: {
      // Without these, import-x skips every .ts file it reaches and no-cycle sees no cycle at all.
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })]
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', floorZones(path.dirname(fileURLToPath(import.meta.url)))],
      // Prettier lays code out at 140 characters but cannot break a string or a comment: comments are held to the
      // same width here; a line long only because of a string, template, regular expression or URL may run on.
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
      'local/no-cycle-with-types': 'error',
      // `const { key: _omit, ...rest } = value` is this code base's way to drop a key.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Matching control characters is the point where untrusted text is escaped or terminal escapes stripped.
      'no-control-regex': 'off'
    }
  },
  {
    // The few plain JavaScript files (bin/, scripts/*.mjs, examples) run on Node.
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } }
  }
)
