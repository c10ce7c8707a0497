// ESLint for src/, test/, scripts/ and bench/ (`npm run lint`; `npm run lint -- --fix` mends the layout).
// The layout is checked by @stylistic rules chosen to match the code as written, not by Prettier:
// Prettier at its closest settings (single quotes, trailing commas, printWidth 160) rewrote 987
// lines in 187 of the 509 files (the code keeps long calls and packed tables on one line), where
// these rules flagged 130 lines in 52 files.
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // nearley's output (npm run build:grammar) is not written by hand
  { ignores: ['dist/', 'clients/', 'coverage/', 'src/**/generated/'] },
  { languageOptions: { globals: globals.node } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // as tsc's noUnusedLocals: a leading _ marks a parameter or binding kept for its place
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // a let read by a closure made before its one assignment stays a let
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // the shell reads and writes terminal text: its patterns match control characters on purpose
      'no-control-regex': 'off',
      // patterns of HBase's column-aligned output keep its runs of spaces as printed
      'no-regex-spaces': 'off',
      // an async generator that only throws is how a read fails at its first next(), not at the call
      'require-yield': 'off',
      // object-literal getters (which cannot be arrows) reach the object that makes them through a name
      '@typescript-eslint/no-this-alias': 'off',
    },
  },
  {
    // bin/hsh.js is CommonJS (bin/package.json): Node's require is how it loads dist/launch.cjs
    files: ['bin/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/arrow-parens': ['error', 'always'],
      '@stylistic/arrow-spacing': 'error',
      '@stylistic/block-spacing': 'error',
      '@stylistic/brace-style': ['error', '1tbs', { allowSingleLine: true }],
      '@stylistic/comma-dangle': ['error', 'always-multiline'],
      '@stylistic/comma-spacing': 'error',
      '@stylistic/comma-style': 'error',
      '@stylistic/computed-property-spacing': 'error',
      '@stylistic/dot-location': ['error', 'property'],
      '@stylistic/eol-last': 'error',
      '@stylistic/function-call-spacing': 'error',
      // `async function* f` but `async *method()`
      '@stylistic/generator-star-spacing': ['error', { before: false, after: true, method: { before: true, after: false } }],
      // union members and ternary branches one per line are indented as Prettier does
      '@stylistic/indent': ['error', 2, { offsetTernaryExpressions: true, ignoredNodes: ['TSUnionType *'] }],
      '@stylistic/key-spacing': 'error',
      '@stylistic/keyword-spacing': 'error',
      '@stylistic/linebreak-style': 'error',
      '@stylistic/member-delimiter-style': 'error',
      '@stylistic/multiline-ternary': ['error', 'always-multiline'],
      '@stylistic/new-parens': 'error',
      '@stylistic/no-extra-semi': 'error',
      '@stylistic/no-floating-decimal': 'error',
      '@stylistic/no-mixed-spaces-and-tabs': 'error',
      '@stylistic/no-multi-spaces': 'error',
      '@stylistic/no-multiple-empty-lines': ['error', { max: 1, maxEOF: 0, maxBOF: 0 }],
      '@stylistic/no-tabs': 'error',
      '@stylistic/no-trailing-spaces': 'error',
      '@stylistic/no-whitespace-before-property': 'error',
      '@stylistic/nonblock-statement-body-position': ['error', 'beside'],
      '@stylistic/operator-linebreak': ['error', 'after', { overrides: { '?': 'before', ':': 'before', '|': 'before', '&': 'before' } }],
      '@stylistic/padded-blocks': ['error', 'never'],
      '@stylistic/quote-props': ['error', 'as-needed'],
      // backticks also where nothing is interpolated: the tests write Ruby and shell text in them
      '@stylistic/quotes': ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'always' }],
      '@stylistic/rest-spread-spacing': 'error',
      '@stylistic/semi': ['error', 'always'],
      '@stylistic/semi-spacing': 'error',
      '@stylistic/space-before-blocks': 'error',
      '@stylistic/space-before-function-paren': ['error', { anonymous: 'always', named: 'never', asyncArrow: 'always' }],
      '@stylistic/space-in-parens': 'error',
      '@stylistic/space-infix-ops': 'error',
      '@stylistic/space-unary-ops': 'error',
      '@stylistic/spaced-comment': ['error', 'always', { markers: ['/'] }],
      '@stylistic/switch-colon-spacing': 'error',
      '@stylistic/template-curly-spacing': 'error',
      '@stylistic/template-tag-spacing': 'error',
      '@stylistic/type-annotation-spacing': 'error',
      '@stylistic/type-generic-spacing': 'error',
      '@stylistic/type-named-tuple-spacing': 'error',
      '@stylistic/wrap-iife': ['error', 'inside'],
      '@stylistic/yield-star-spacing': ['error', 'after'],
    },
  },
);
