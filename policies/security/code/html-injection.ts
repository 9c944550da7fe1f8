// htmlInjection — innerHTML, outerHTML, insertAdjacentHTML, document.write,
// dangerouslySetInnerHTML, v-html fed non-literal data
// Pos: policies/security/code, seed 000 代码安全 "用户输入直接渲染 HTML"; plain string
// literals and textContent pass
import type { CodeRule } from './code-rule.js';
import { linesMatching } from './code-rule.js';

const NOT_LITERAL = String.raw`(?!\s*(?:(["'])[^"'$\`]*\1|\`[^\`$]*\`)\s*[;,)]?\s*$)`;
const PATTERNS: Array<[RegExp, string]> = [
  [
    new RegExp(String.raw`\.(?:innerHTML|outerHTML)\s*\+?=${NOT_LITERAL}`),
    'innerHTML set from data',
  ],
  [
    new RegExp(String.raw`\.insertAdjacentHTML\s*\([^,]+,${NOT_LITERAL}`),
    'insertAdjacentHTML from data',
  ],
  [
    new RegExp(String.raw`\bdocument\.write(?:ln)?\s*\(${NOT_LITERAL}`),
    'document.write from data',
  ],
  [
    /dangerouslySetInnerHTML\s*=\s*\{\{\s*__html\s*:\s*(?!["'`][^"'`$]*["'`]\s*\}\})/,
    'dangerouslySetInnerHTML from data',
  ],
  [/\bv-html\s*=\s*"/, 'v-html binding'],
  [/\$\([^)]*\)\.html\(\s*(?!["'`)])/, 'jQuery .html() from data'],
];

export const htmlInjection: CodeRule = {
  id: 'html-injection',
  level: 'HIGH',
  seed: '用户输入直接渲染 HTML (XSS)',
  fix: 'set textContent, or sanitise the HTML with a vetted sanitiser before rendering it',
  check(text, language) {
    if (language !== 'javascript' && language !== 'other' && language !== 'php')
      return [];
    return PATTERNS.flatMap(([pattern, what]) =>
      linesMatching(text, pattern, what),
    );
  },
};
