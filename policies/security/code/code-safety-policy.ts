// codeSafetyRules, scanCode(text, path), codeSafetyPolicy — seed 000 代码安全 and
// 信息泄露防护 on content about to be written
// Pos: policies/security/code, the gate policy at pre-write; HIGH → soft-deny
// (ask: heuristics may be wrong, a person decides), MEDIUM → warning; in test
// files every hit is a warning; Markdown and other prose are not code
import { fragment, say, sayDetail } from '../../vocabulary/messages/index.js';
import { fixId, seedId, whatSaid } from './code-words.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { CodeRule } from './code-rule.js';
import { isTestSource, sourceLanguage } from './code-rule.js';
import { debugMode } from './debug-mode.js';
import { dynamicEval } from './dynamic-eval.js';
import { environmentToClient } from './environment-to-client.js';
import { errorToClient } from './error-to-client.js';
import { hardcodedEndpoint } from './hardcoded-endpoint.js';
import { htmlInjection } from './html-injection.js';
import { shellInjection } from './shell-injection.js';
import { sqlConcatenation } from './sql-concatenation.js';

export const codeSafetyRules: readonly CodeRule[] = [
  sqlConcatenation,
  shellInjection,
  htmlInjection,
  dynamicEval,
  errorToClient,
  environmentToClient,
  hardcodedEndpoint,
  debugMode,
];

const PROSE =
  /\.(?:md|mdx|markdown|rst|txt|adoc|json|ya?ml|toml|lock|csv|svg)$/i;

export interface CodeHitReport {
  rule: CodeRule;
  line: number;
  what: string;
}

export function scanCode(
  text: string,
  path: string | undefined,
): CodeHitReport[] {
  if (path && PROSE.test(path)) return [];
  const language = sourceLanguage(path);
  return codeSafetyRules.flatMap((rule) =>
    rule.check(text, language).map((hit) => ({ rule, ...hit })),
  );
}

export const codeSafetyPolicy = definePolicy({
  id: 'code-safety',
  description:
    'injection, unsafe rendering, eval, leaks to HTTP clients and hard-coded endpoints in code about to be written (seed 000 代码安全, 信息泄露防护)',
  checkpoints: ['pre-write'],
  evaluate(ctx): Finding[] {
    if (!ctx.content) return [];
    const test = isTestSource(ctx.path);
    const where = ctx.path ?? 'the written text';
    return scanCode(ctx.content, ctx.path).map(({ rule, line, what }) =>
      gateFinding(
        `code-safety.${rule.id}`,
        `${where}:${line}`,
        rule.level === 'HIGH' && !test ? 'soft-deny' : 'warning',
        say('code.finding', {
          seed: fragment(seedId(rule)),
          what: whatSaid(what),
          where: ctx.path ?? fragment('code.the-written-text'),
          line,
        }),
        { kind: 'fix-input', ...sayDetail(fixId(rule)) },
      ),
    );
  },
});
