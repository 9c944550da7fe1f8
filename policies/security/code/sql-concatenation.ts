// sqlConcatenation — SQL text built by concatenation, %-formatting, .format,
// f-strings or untagged template literals
// Pos: policies/security/code, seed 000 代码安全 "SQL 字符串拼接"; parameterised queries
// and tagged sql`` templates pass
import type { CodeRule } from './code-rule.js';
import { firstPerLine, linesMatching } from './code-rule.js';

const SQL = String.raw`(?:select\b[^"'\`]*\bfrom\b|insert\s+into\b|update\s+[\w."\[\]]+\s+set\b|delete\s+from\b|drop\s+(?:table|database)\b|where\s+[\w."\[\]]+\s*(?:=|<|>|like\b|in\b))`;
const PATTERNS = [
  // Python f-string with SQL and a placeholder
  new RegExp(
    String.raw`\b[rR]?[fF](["'])(?:(?!\1).)*${SQL}(?:(?!\1).)*\{`,
    'i',
  ),
  // a quoted SQL string joined with + or formatted with %, .format(
  new RegExp(
    String.raw`(["'])(?:(?!\1).)*${SQL}(?:(?!\1).)*\1\s*(?:\+|%\s*[\w(\[{]|\.format\s*\()`,
    'i',
  ),
  // + before a quoted SQL fragment (`"... WHERE id = " + id` continued on the
  // next piece)
  new RegExp(
    String.raw`[\w)\]]\s*\+\s*(["'])(?:(?!\1).)*\b(?:where|and|or|set|values|from)\b`,
    'i',
  ),
  // an untagged template literal with SQL and ${...}
  new RegExp(String.raw`(?<![\w.$])\`[^\`]*${SQL}[^\`]*\$\{`, 'i'),
  // printf-style builders
  new RegExp(
    String.raw`(?:Sprintf|String\.format|sprintf)\s*\(\s*(["'])(?:(?!\1).)*${SQL}(?:(?!\1).)*%[sdvq]`,
    'i',
  ),
];

export const sqlConcatenation: CodeRule = {
  id: 'sql-concatenation',
  level: 'HIGH',
  seed: 'SQL 字符串拼接 (SQL injection risk)',
  fix: 'pass values as query parameters (placeholders, prepared statements or a tagged sql`` template)',
  check(text) {
    const hits = PATTERNS.flatMap((p) =>
      linesMatching(text, p, 'SQL built from strings and values'),
    );
    return firstPerLine(hits);
  },
};
