// The one linter for the whole tree: ESLint's and typescript-eslint's
// recommended rules, Node's globals for scripts
// Pos: repository root; `npm run lint` (part of `npm test`). Formatting is
// Prettier's (.prettierrc.json), not this file's
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.build-*/',
      'node_modules/',
      'visualizations/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `ok ? resolve() : reject()` and `a && run()` are how short effects read
      // here.
      '@typescript-eslint/no-unused-expressions': [
        'error',
        { allowShortCircuit: true, allowTernary: true },
      ],
      // The security wing matches control characters on purpose (escapes, NUL,
      // ANSI in agent output).
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
  },
);
