// anchorCandidates — the decisions, problems and recurring failures 慧 proposes
// to 识 (seed 001 慧关: 提取锚点)
// Pos: policies/pipeline/hui, extraction only; whether a candidate is worth
// storing is 识's write threshold, not this file's
import { trackRules } from '../tracks.js';
import type { AnchorCandidate, AnchorType } from '../../vocabulary/anchor.js';
import type { Submission } from '../../vocabulary/submission.js';

export interface CandidateInput {
  submission: Submission;
  contract: Record<string, unknown>;
  outputText: string;
  /** Recurring finding codes (重复问题). */
  repeated: ReadonlyArray<{ policy: string; count: number }>;
  /**
   * Titles of candidates proposed earlier in this pipeline or already stored:
   * repeats count against them.
   */
  knownTitles: readonly string[];
}

/** 影响大: architecture, security, performance, compliance (seed 002 写入规则). */
const HIGH_IMPACT =
  /架构|安全|性能|合规|数据库|认证|部署|多模块|architecture|architectural|security|secure|performance|latency|compliance|database|schema|auth(?:entication|orization)?|deploy(?:ment)?|migration|cross-module|multi-module/i;
/** 可复用: a pattern, a convention, a lesson others can apply. */
const REUSABLE =
  /模式|通用|可复用|最佳实践|约定|规范|pattern|reusable|convention|best practice|guideline|always|never|rule of thumb|lesson/i;
const DECISION_LINE =
  /(?:^|\n|[.;。；]\s*)\s*(?:[-*]\s*)?(?:(?:we|i|the team)\s+)?(?:决定|决策|选择|采用|decision|decided to|we decided|chose|opted for|we use|going with)\s*[:：]?\s*([^\n.。;；"]{6,160})/gi;

const normalise = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const clip = (text: string) =>
  text.length > 120 ? `${text.slice(0, 117)}…` : text;

function topLevelDirs(files: readonly string[]): number {
  return new Set(
    files.map((f) => f.replace(/\\/g, '/').replace(/^\.\//, '').split('/')[0]),
  ).size;
}

export function anchorCandidates(input: CandidateInput): AnchorCandidate[] {
  const { submission, contract } = input;
  const multiModule = topLevelDirs(submission.changes?.files ?? []) >= 3;
  const raw: Array<{
    type: AnchorType;
    title: string;
    why: string;
    source: string;
    repeat?: number;
  }> = [];

  const decisions = Array.isArray(contract['decisions'])
    ? contract['decisions']
    : [];
  for (const d of decisions) {
    if (
      d &&
      typeof d === 'object' &&
      typeof (d as Record<string, unknown>)['decision'] === 'string'
    ) {
      const rec = d as Record<string, string>;
      raw.push({
        type: 'D',
        title: rec['decision'] ?? '',
        why: rec['rationale'] ?? '',
        source: 'contract.decisions',
      });
    }
  }
  for (const match of input.outputText.matchAll(DECISION_LINE)) {
    raw.push({
      type: 'D',
      title: (match[1] ?? '').trim(),
      why: '',
      source: 'output text',
    });
  }
  if (
    trackRules[submission.track].anchorType === 'P' &&
    typeof contract['summary'] === 'string' &&
    contract['summary'].trim()
  ) {
    raw.push({
      type: 'P',
      title:
        contract['summary'].split(/(?<=[.。])\s/)[0] ?? contract['summary'],
      why: 'a fixed problem to recognise next time',
      source: 'fix summary',
    });
  }
  for (const r of input.repeated) {
    raw.push({
      type: 'P',
      title: `recurring ${r.policy}`,
      why: `${r.policy} came up ${r.count} times in one pipeline`,
      source: 'pipeline history',
      repeat: r.count,
    });
  }

  const known = input.knownTitles.map(normalise);
  const seen = new Set<string>();
  const out: AnchorCandidate[] = [];
  for (const c of raw) {
    const key = normalise(c.title);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const text = `${c.title} ${c.why}`;
    out.push({
      type: c.type,
      title: clip(c.title.trim()),
      why: c.why,
      repeat: Math.max(
        c.repeat ?? 1,
        known.filter((k) => k === key).length + 1,
      ),
      highImpact: HIGH_IMPACT.test(text) || multiModule,
      reusable: REUSABLE.test(text),
      source: c.source,
    });
  }
  return out;
}
