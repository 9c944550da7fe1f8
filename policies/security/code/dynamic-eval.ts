// dynamicEval — eval, new Function, Python exec/eval and
// setTimeout-with-a-string on non-literal input
// Pos: policies/security/code, seed 000 代码安全 (exec with interpolation);
// ast.literal_eval and JSON.parse pass
import type { CodeRule } from './code-rule.js';
import { linesMatching } from './code-rule.js';

const PATTERNS: Array<[RegExp, string, 'python' | 'javascript' | 'any']> = [
  [
    /(?<![\w.])eval\s*\(\s*(?!["'`][^"'`]*["'`]\s*\))/,
    'eval on non-literal input',
    'any',
  ],
  [/\bnew\s+Function\s*\(/, 'new Function', 'javascript'],
  [
    /(?<![\w.])exec\s*\(\s*(?![rR]?["'][^"'{}]*["']\s*\))/,
    'exec on non-literal code',
    'python',
  ],
  [
    /\bset(?:Timeout|Interval)\s*\(\s*["'`]/,
    'setTimeout/setInterval with a code string',
    'javascript',
  ],
];

export const dynamicEval: CodeRule = {
  id: 'dynamic-eval',
  level: 'HIGH',
  seed: '注入风险 (eval / exec on input)',
  fix: 'parse data with a parser (JSON.parse, ast.literal_eval) and dispatch on it instead of executing it',
  check(text, language) {
    return PATTERNS.filter(
      ([, , lang]) => lang === 'any' || lang === language,
    ).flatMap(([pattern, what]) => linesMatching(text, pattern, what));
  },
};
