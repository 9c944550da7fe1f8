// generateRulesModule(corpus) → the text of
// policies/security/secrets/gitleaks-rules.generated.ts; toRuleData for tests
// Pos: scripts/gitleaks, build-time only: the product ships the generated
// module and never reads /work/shared at run time
import type {
  AllowlistData,
  GitleaksRuleData,
  RegexData,
} from '../../policies/security/secrets/rule-data.js';
import { translateRe2 } from './translate-re2.js';

interface CorpusAllowlist {
  description?: string;
  condition?: string;
  regexTarget?: string;
  regexes?: string[];
  paths?: string[];
  stopwords?: string[];
}
interface CorpusRule {
  rule: string;
  regex: string | null;
  path: string | null;
  secretGroup: number | null;
  entropy: number | null;
  keywords: string[];
  allowlists: CorpusAllowlist[];
}
interface Corpus {
  source: { repo: string; commit: string; path: string; license: string };
  globalAllowlist: CorpusAllowlist;
  rules: CorpusRule[];
}

function asCorpus(value: unknown): Corpus {
  const c = value as Partial<Corpus> | null;
  if (
    !c ||
    typeof c !== 'object' ||
    !Array.isArray(c.rules) ||
    !c.source ||
    !c.globalAllowlist
  ) {
    throw new Error(
      'gitleaks-rules.json must be {source, globalAllowlist, rules: [...]}',
    );
  }
  for (const r of c.rules) {
    if (
      typeof r?.rule !== 'string' ||
      !Array.isArray(r.keywords) ||
      !Array.isArray(r.allowlists)
    ) {
      throw new Error(
        `gitleaks-rules.json: rule ${JSON.stringify(r?.rule)} lacks rule/keywords/allowlists`,
      );
    }
  }
  return c as Corpus;
}

const plain = (pattern: string): RegexData => {
  const t = translateRe2(pattern);
  return [t.source, t.flags];
};

function allowlist(a: CorpusAllowlist): AllowlistData {
  const condition = (a.condition ?? 'OR').toUpperCase();
  const target = a.regexTarget ?? 'secret';
  if (condition !== 'OR' && condition !== 'AND')
    throw new Error(`allowlist condition ${condition} is not OR or AND`);
  if (target !== 'secret' && target !== 'match' && target !== 'line')
    throw new Error(
      `allowlist regexTarget ${target} is not secret, match or line`,
    );
  return {
    condition,
    regexTarget: target,
    regexes: (a.regexes ?? []).map(plain),
    paths: (a.paths ?? []).map(plain),
    stopwords: (a.stopwords ?? []).map((w) => w.toLowerCase()),
  };
}

/** Longest run one unbounded repetition may take (a 4096-bit PEM body is ~3.2 KB; longer keys are still caught by seed
 *  000's private-key marker). Keeps every regex start bounded on adversarial
 *  lines. */
export const REPEAT_CAP = 4096;

/**
 * One rule as the scanner needs it: the regex in JS with its lazy prefix
 * removed, and what that removal implies.
 */
export function toRuleData(rule: CorpusRule): GitleaksRuleData {
  const keywords = [...new Set(rule.keywords.map((k) => k.toLowerCase()))];
  const t =
    rule.regex === null
      ? null
      : translateRe2(rule.regex, {
          stripLazyPrefix: true,
          keywords,
          capUnbounded: REPEAT_CAP,
        });
  return {
    id: rule.rule,
    regex: t ? [t.source, t.flags] : null,
    keywords,
    entropy: rule.entropy ?? 0,
    secretGroup: rule.secretGroup ?? 0,
    path: rule.path === null ? null : plain(rule.path),
    allowlists: rule.allowlists.map(allowlist),
    prefix: t?.strippedPrefix ?? 0,
    keywordInMatch: t?.keywordInMatch ?? false,
    maxNewlines:
      t === null ? 0 : Number.isFinite(t.maxNewlines) ? t.maxNewlines : -1,
  };
}

const MIT = `// gitleaks (c) 2019 Zachary Rice — MIT License
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
// documentation files (the "Software"), to deal in the Software without restriction, including without limitation the
// rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit
// persons to whom the Software is furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all copies or substantial portions of the
// Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
// WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
// COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
// OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

export function generateRulesModule(value: unknown): string {
  const corpus = asCorpus(value);
  const rules = corpus.rules.map(toRuleData);
  const global = allowlist(corpus.globalAllowlist);
  const { repo, commit, path } = corpus.source;
  return `// gitleaksRules (${rules.length} rules, regexes in JS with the lazy prefix removed) and
// gitleaksGlobalAllowlist, as data: gitleaks' default rules (${repo} @ ${commit.slice(0, 7)},
// ${path}) via ../shared/corpora/secrets/gitleaks-rules.json
// Pos: policies/security/secrets — GENERATED by \`node scripts/import-gitleaks-rules.mjs\`; do not edit, regenerate (a test checks it is fresh)

${MIT}
import type { AllowlistData, GitleaksRuleData } from './rule-data.js';

export const gitleaksSource = ${JSON.stringify({ repo, commit, path, license: corpus.source.license })} as const;

export const gitleaksGlobalAllowlist: AllowlistData = ${JSON.stringify(global)};

export const gitleaksRules: readonly GitleaksRuleData[] = [
${rules.map((r) => `  ${JSON.stringify(r)},`).join('\n')}
];
`;
}
